import { MSG } from '../../../../../shared/messages';
import type { TenantSettingsUpdateInput } from '../../../../../shared/schemas/admin/tenants';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useAlert, type ShowAlert } from '../../../ui/alertContext';

type SettingsPatch = Omit<TenantSettingsUpdateInput, 'id' | 'settings'> & { settings?: TenantSettingsUpdateInput['settings'] };

/** Tells the outcome of a console save in the alert dialog (commerce.md §2 Admin: "Notices appear in an alert dialog"). */
export async function tellOutcome<T>(alert: ShowAlert, run: () => Promise<T>, ok: string | ((answer: T) => string), failed: string): Promise<T | null> {
  try {
    const answer = await run();
    await alert({ type: 'success', message: typeof ok === 'string' ? ok : ok(answer), showCancel: false });
    return answer;
  } catch (err) {
    await alert({ type: 'danger', title: failed, message: detailOr(err, failed), showCancel: false });
    return null;
  }
}

/**
 * Saves part of a site's settings (PUT …/settings: a group given replaces that group, so callers
 * send a whole group, merged with what is stored) and refreshes the console's list.
 */
export function useTenantSettingsSave(tenantId: number) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const update = trpc.admin.tenants.updateSettings.useMutation({ onSettled: () => utils.admin.tenants.list.invalidate() });
  return (patch: SettingsPatch) =>
    tellOutcome(alert, () => update.mutateAsync({ id: tenantId, settings: {}, ...patch }), MSG.tenantSettingsSaved, MSG.tenantSettingsFailed);
}
