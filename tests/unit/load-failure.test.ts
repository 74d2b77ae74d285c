import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import type { AppRouter } from '../../worker/trpc/root';
import { canRetry, HttpError, loadFailure } from '../../web/src/lib/errors';
import { PRODUCT_STATE_LABELS, productState } from '../../web/src/features/dashboard/productState';
import { pageCount } from '../../web/src/ui/list/PagedList';

/** A tRPC error as the web client receives it: the server's error shape (worker/trpc/init.ts errorFormatter). */
const trpcError = (httpStatus: number, code: string, appCode: string, detail: string) =>
  TRPCClientError.from<AppRouter>({ error: { message: detail, code: -32600, data: { code, httpStatus, path: 'x', detail, appCode, field: null } } });

const EDIT = { forbidden: MSG.productEditForbidden, notFound: MSG.productLoadFailed, failed: MSG.productFormLoadFailed };

describe('loadFailure: one mapping of a failed load for every screen', () => {
  it('403 FORBIDDEN is a refusal with the screen’s wording and the server’s reason, never a retry', () => {
    const f = loadFailure(trpcError(403, 'FORBIDDEN', 'FORBIDDEN', MSG.productNotOwner), EDIT);
    expect(f).toEqual({ kind: 'forbidden', title: MSG.productEditForbidden, text: MSG.productNotOwner, retry: false });
    // Without the screen's wording: the general one; a detail equal to the title is not repeated.
    expect(loadFailure(trpcError(403, 'FORBIDDEN', 'FORBIDDEN', MSG.noAccess))).toEqual({ kind: 'forbidden', title: MSG.noAccess, text: undefined, retry: false });
    expect(loadFailure(new HttpError(MSG.merchantOnly, 403, 'FORBIDDEN'))).toMatchObject({ kind: 'forbidden', text: MSG.merchantOnly, retry: false });
  });

  it('a feature that is off is a refusal that says so', () => {
    expect(loadFailure(trpcError(403, 'FORBIDDEN', 'FEATURE_DISABLED', MSG.featureDisabled), EDIT)).toEqual({
      kind: 'forbidden',
      title: MSG.featureDisabled,
      retry: false,
    });
  });

  it('404 NOT_FOUND is the screen’s not-found text with the hint, never a retry', () => {
    expect(loadFailure(trpcError(404, 'NOT_FOUND', 'NOT_FOUND', MSG.productLoadFailed), EDIT)).toEqual({
      kind: 'notFound',
      title: MSG.productLoadFailed,
      text: MSG.notFoundHint,
      retry: false,
    });
    expect(loadFailure(new HttpError('', 404))).toMatchObject({ kind: 'notFound', title: MSG.notFound, retry: false });
  });

  it('no answer, a 5xx, a timeout or a rate limit is a failure with a retry; the server’s words of a 5xx are not shown', () => {
    const network = TRPCClientError.from<AppRouter>(new TypeError('Failed to fetch'));
    expect(loadFailure(network, EDIT)).toEqual({ kind: 'failed', title: MSG.productFormLoadFailed, retry: true });
    expect(loadFailure(trpcError(500, 'INTERNAL_SERVER_ERROR', 'INTERNAL', 'relation "x" does not exist'), EDIT)).toEqual({
      kind: 'failed',
      title: MSG.productFormLoadFailed,
      retry: true,
    });
    expect(loadFailure(new HttpError('', 502))).toEqual({ kind: 'failed', title: MSG.homeLoadFailed, retry: true });
    expect(canRetry(trpcError(429, 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', MSG.tooManyAttempts))).toBe(true);
    expect(canRetry(new HttpError('', 408))).toBe(true);
  });

  it('another 4xx answers the same again: its reason, no retry', () => {
    expect(loadFailure(trpcError(422, 'UNPROCESSABLE_CONTENT', 'VALIDATION', MSG.invalidInput), EDIT)).toEqual({
      kind: 'failed',
      title: MSG.productFormLoadFailed,
      text: MSG.invalidInput,
      retry: false,
    });
    expect(canRetry(trpcError(401, 'UNAUTHORIZED', 'UNAUTHORIZED', MSG.loginRequired))).toBe(false);
  });
});

describe('dashboard product state and pages', () => {
  it('paused before sold out before selling', () => {
    expect(productState({ is_available: false, display_remaining: 0 })).toBe('paused');
    expect(productState({ is_available: true, display_remaining: 0 })).toBe('soldOut');
    expect(productState({ is_available: true, display_remaining: -1 })).toBe('selling');
    expect(productState({ is_available: true, display_remaining: 5 })).toBe('selling');
    expect(PRODUCT_STATE_LABELS).toEqual({ selling: '판매중', soldOut: '품절', paused: '판매중지' });
  });

  it('counts pages from the total, never fewer than has_more proves', () => {
    expect(pageCount(0, 20, 1, false)).toBe(1);
    expect(pageCount(20, 20, 1, false)).toBe(1);
    expect(pageCount(21, 20, 1, true)).toBe(2);
    // An estimated total below what the pages showed.
    expect(pageCount(1001, 20, 60, true)).toBe(61);
  });
});
