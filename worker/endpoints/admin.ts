import type { z } from 'zod';
import { MSG } from '../../shared/messages';
import {
  activityScoresSchema,
  adminPaymentIdSchema,
  adminPaymentListSchema,
  auditListSchema,
  createTenantSchema,
  earnRulesUpdateSchema,
  localhostProcSchema,
  paymentConfigUpdateSchema,
  planCreateSchema,
  planIdSchema,
  planUpdateSchema,
  setLocalhostSchema,
  setProxyTenantSchema,
  tenantFeaturesSchema,
  tenantIdSchema,
  tenantSettingsUpdateSchema,
} from '../../shared/schemas/admin';
import { listAudit } from '../services/admin/audit/list-audit';
import { getPayment } from '../services/admin/payments/get-payment';
import { listPayments } from '../services/admin/payments/list-payments';
import { activateTenant } from '../services/admin/tenants/activate-tenant';
import { createSitePlan } from '../services/admin/tenants/create-plan';
import { createTenant } from '../services/admin/tenants/create-tenant';
import { deactivateTenant } from '../services/admin/tenants/deactivate-tenant';
import { deleteSitePlan } from '../services/admin/tenants/delete-plan';
import { getActivityScores } from '../services/admin/tenants/get-activity-scores';
import { getEarnRules } from '../services/admin/tenants/get-earn-rules';
import { getPaymentConfig } from '../services/admin/tenants/get-payment-config';
import { tenantSubject } from '../services/admin/tenants/internal';
import { localhostSubject } from '../services/admin/tenants/internal-localhost';
import { planSubject } from '../services/admin/tenants/internal-plans';
import { listSitePlans } from '../services/admin/tenants/list-plans';
import { listTenants } from '../services/admin/tenants/list-tenants';
import { localhostProc } from '../services/admin/tenants/localhost-proc';
import { saveActivityScores } from '../services/admin/tenants/save-activity-scores';
import { saveEarnRules } from '../services/admin/tenants/save-earn-rules';
import { savePaymentConfig } from '../services/admin/tenants/save-payment-config';
import { setLocalhostByDomain } from '../services/admin/tenants/set-localhost';
import { setLocalhostByName } from '../services/admin/tenants/set-localhost-by-name';
import { setProxyTenant } from '../services/admin/tenants/set-proxy-tenant';
import { updateFeatures } from '../services/admin/tenants/update-features';
import { updateSitePlan } from '../services/admin/tenants/update-plan';
import { updateSettings } from '../services/admin/tenants/update-settings';
import { auditKinds } from './audit-kinds';
import { endpoint, type AuditSpec } from './define';

/**
 * The system administrator's console (commerce.md §2 Admin, §7 Admin; docs/admin.md "The tenant
 * console and admin API"): every site's payments, the tenant console and the audit log. Access
 * 'platform': superusers only, with the platform scope (`ctx.platform`) that reaches every site's rows.
 * Every write is logged by the endpoint runner (worker/endpoints/run-endpoint.ts) in its transaction,
 * on the site it edits, with the tenant row (or plan) before and after; a write that changes a site's
 * row drops the tenant look-up cache once it commits (`changesTenant`).
 */

/** The audit of a change to the site `{id}`: logged on that site, the tenant row before and after. */
const onTenant = <S extends z.ZodType<{ id: number }>>(): AuditSpec<'platform', S> => ({
  site: (i) => i.id,
  target: (i) => `tenant:${i.id}`,
  subject: ({ ctx, input }) => tenantSubject(ctx, input.id),
});

/** The audit of a change to a plan of the site `{id}`. */
const onPlan = <S extends z.ZodType<{ id: number; planId: number }>>(): AuditSpec<'platform', S> => ({
  site: (i) => i.id,
  target: (i) => `plan:${i.planId}`,
  subject: ({ ctx, input }) => planSubject(ctx, input.id, input.planId),
});

export const adminPaymentEndpoints = {
  /** Every site's payments (or one site's: `tenant_id`), newest first, 20 a page, searched by `q`. */
  list: endpoint({
    rest: { method: 'GET', path: '/api/admin/payments/' },
    trpc: 'query',
    access: 'platform',
    input: adminPaymentListSchema,
    action: ({ ctx, input: { tenant_id, ...query } }) => listPayments({ ctx, input: { ...query, siteId: tenant_id } }),
  }),
  get: endpoint({
    rest: { method: 'GET', path: '/api/admin/payments/{id}' },
    trpc: 'query',
    access: 'platform',
    input: adminPaymentIdSchema,
    notFound: MSG.adminPaymentNotFound,
    action: ({ ctx, input }) => getPayment({ ctx, input }),
  }),
};

export const adminTenantEndpoints = {
  list: endpoint({
    rest: { method: 'GET', path: '/api/admin/tenants/list' },
    trpc: 'query',
    access: 'platform',
    action: ({ ctx }) => listTenants({ ctx }),
  }),
  /** The project's own path: a new site (logged on the administrator's own site: the new one has no row before). */
  create: endpoint({
    rest: { method: 'POST', path: '/api/admin/tenants/', status: 201 },
    trpc: 'mutation',
    access: 'platform',
    input: createTenantSchema,
    changesTenant: true,
    action: ({ ctx, input }) => createTenant({ ctx, input }),
  }),
  setProxy: endpoint({
    rest: { method: 'PUT', path: '/api/admin/tenants/set/proxy-tenant' },
    trpc: 'mutation',
    access: 'platform',
    input: setProxyTenantSchema,
    changesTenant: true,
    audit: {
      site: (i) => i.origin_tenant_id,
      target: (i) => `tenant:${i.origin_tenant_id}`,
      subject: ({ ctx, input }) => tenantSubject(ctx, input.origin_tenant_id),
    },
    action: ({ ctx, input }) => setProxyTenant({ ctx, input: { originId: input.origin_tenant_id, targetId: input.proxy_tenant_id } }),
  }),
  /** The project's own path for "set localhost tenant by domain" (docs/admin.md says why this one). */
  setLocalhost: endpoint({
    rest: { method: 'PUT', path: '/api/admin/tenants/set/localhost' },
    trpc: 'mutation',
    access: 'platform',
    input: setLocalhostSchema,
    changesTenant: true,
    audit: { target: () => 'localhost', subject: ({ ctx }) => localhostSubject(ctx) },
    action: ({ ctx, input }) => setLocalhostByDomain({ ctx, input }),
  }),
  localhostProc: endpoint({
    rest: { method: 'GET', path: '/api/admin/tenants/debug/localhost-proc' },
    trpc: 'query',
    access: 'platform',
    action: ({ ctx }) => localhostProc({ ctx }),
  }),
  setLocalhostProc: endpoint({
    rest: { method: 'POST', path: '/api/admin/tenants/debug/localhost-proc/{name}' },
    trpc: 'mutation',
    access: 'platform',
    input: localhostProcSchema,
    changesTenant: true,
    audit: { target: () => 'localhost', subject: ({ ctx }) => localhostSubject(ctx) },
    action: ({ ctx, input }) => setLocalhostByName({ ctx, input }),
  }),
  paymentConfig: endpoint({
    rest: { method: 'GET', path: '/api/admin/tenants/{id}/payment-config' },
    trpc: 'query',
    access: 'platform',
    input: tenantIdSchema,
    notFound: MSG.tenantNotFoundAdmin,
    action: ({ ctx, input }) => getPaymentConfig({ ctx, input }),
  }),
  savePaymentConfig: endpoint({
    rest: { method: 'POST', path: '/api/admin/tenants/{id}/payment-config' },
    trpc: 'mutation',
    access: 'platform',
    input: paymentConfigUpdateSchema,
    notFound: MSG.tenantNotFoundAdmin,
    changesTenant: true,
    audit: onTenant<typeof paymentConfigUpdateSchema>(),
    action: ({ ctx, input }) => savePaymentConfig({ ctx, input }),
  }),
  plans: endpoint({
    rest: { method: 'GET', path: '/api/admin/tenants/{id}/plans' },
    trpc: 'query',
    access: 'platform',
    input: tenantIdSchema,
    notFound: MSG.tenantNotFoundAdmin,
    action: ({ ctx, input }) => listSitePlans({ ctx, input }),
  }),
  createPlan: endpoint({
    rest: { method: 'POST', path: '/api/admin/tenants/{id}/plans', status: 201 },
    trpc: 'mutation',
    access: 'platform',
    input: planCreateSchema,
    notFound: MSG.tenantNotFoundAdmin,
    audit: { site: (i) => i.id, target: (i) => `tenant:${i.id}` },
    action: ({ ctx, input }) => createSitePlan({ ctx, input }),
  }),
  updatePlan: endpoint({
    rest: { method: 'PUT', path: '/api/admin/tenants/{id}/plans/{planId}' },
    trpc: 'mutation',
    access: 'platform',
    input: planUpdateSchema,
    notFound: MSG.tenantNotFoundAdmin,
    audit: onPlan<typeof planUpdateSchema>(),
    action: ({ ctx, input }) => updateSitePlan({ ctx, input }),
  }),
  deletePlan: endpoint({
    rest: { method: 'DELETE', path: '/api/admin/tenants/{id}/plans/{planId}' },
    trpc: 'mutation',
    access: 'platform',
    input: planIdSchema,
    notFound: MSG.tenantNotFoundAdmin,
    audit: onPlan<typeof planIdSchema>(),
    action: ({ ctx, input }) => deleteSitePlan({ ctx, input }),
  }),
  updateFeatures: endpoint({
    rest: { method: 'PUT', path: '/api/admin/tenants/{id}/features' },
    trpc: 'mutation',
    access: 'platform',
    input: tenantFeaturesSchema,
    notFound: MSG.tenantNotFoundAdmin,
    changesTenant: true,
    audit: onTenant<typeof tenantFeaturesSchema>(),
    action: ({ ctx, input }) => updateFeatures({ ctx, input }),
  }),
  updateSettings: endpoint({
    rest: { method: 'PUT', path: '/api/admin/tenants/{id}/settings' },
    trpc: 'mutation',
    access: 'platform',
    input: tenantSettingsUpdateSchema,
    notFound: MSG.tenantNotFoundAdmin,
    changesTenant: true,
    audit: onTenant<typeof tenantSettingsUpdateSchema>(),
    action: ({ ctx, input }) => updateSettings({ ctx, input }),
  }),
  activityScores: endpoint({
    rest: { method: 'GET', path: '/api/admin/tenants/{id}/activity-scores' },
    trpc: 'query',
    access: 'platform',
    input: tenantIdSchema,
    notFound: MSG.tenantNotFoundAdmin,
    action: ({ ctx, input }) => getActivityScores({ ctx, input }),
  }),
  saveActivityScores: endpoint({
    rest: { method: 'PUT', path: '/api/admin/tenants/{id}/activity-scores' },
    trpc: 'mutation',
    access: 'platform',
    input: activityScoresSchema,
    notFound: MSG.tenantNotFoundAdmin,
    changesTenant: true,
    audit: onTenant<typeof activityScoresSchema>(),
    action: ({ ctx, input }) => saveActivityScores({ ctx, input }),
  }),
  earnRules: endpoint({
    rest: { method: 'GET', path: '/api/admin/tenants/{id}/earn-rules' },
    trpc: 'query',
    access: 'platform',
    input: tenantIdSchema,
    notFound: MSG.tenantNotFoundAdmin,
    action: ({ ctx, input }) => getEarnRules({ ctx, input }),
  }),
  saveEarnRules: endpoint({
    rest: { method: 'PUT', path: '/api/admin/tenants/{id}/earn-rules' },
    trpc: 'mutation',
    access: 'platform',
    input: earnRulesUpdateSchema,
    notFound: MSG.tenantNotFoundAdmin,
    changesTenant: true,
    audit: onTenant<typeof earnRulesUpdateSchema>(),
    action: ({ ctx, input }) => saveEarnRules({ ctx, input }),
  }),
  activate: endpoint({
    rest: { method: 'PUT', path: '/api/admin/tenants/{id}/activate' },
    trpc: 'mutation',
    access: 'platform',
    input: tenantIdSchema,
    notFound: MSG.tenantNotFoundAdmin,
    changesTenant: true,
    audit: onTenant<typeof tenantIdSchema>(),
    action: ({ ctx, input }) => activateTenant({ ctx, input }),
  }),
  deactivate: endpoint({
    rest: { method: 'PUT', path: '/api/admin/tenants/{id}/deactivate' },
    trpc: 'mutation',
    access: 'platform',
    input: tenantIdSchema,
    notFound: MSG.tenantNotFoundAdmin,
    changesTenant: true,
    audit: onTenant<typeof tenantIdSchema>(),
    action: ({ ctx, input }) => deactivateTenant({ ctx, input }),
  }),
};

export const adminAuditEndpoints = {
  /** The project's own path: the audit log, every site's, filtered, newest first. */
  list: endpoint({
    rest: { method: 'GET', path: '/api/admin/audit' },
    trpc: 'query',
    access: 'platform',
    input: auditListSchema,
    action: ({ ctx, input: { tenant_id, ...query } }) => listAudit({ ctx, input: { ...query, siteId: tenant_id } }),
  }),
  kinds: endpoint({
    rest: { method: 'GET', path: '/api/admin/audit/kinds' },
    trpc: 'query',
    access: 'platform',
    action: async () => ({ kinds: await auditKinds() }),
  }),
};
