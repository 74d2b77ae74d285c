import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleLogger } from '../../worker/adapters/log-console';

/** Expected provider failures read as one line; unexpected errors keep their stack. */
describe('consoleLogger', () => {
  afterEach(() => vi.restoreAllMocks());

  const failure = () => new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:443') });

  it('prints an expected provider failure as one line without a stack', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    consoleLogger().warn('kakao request failed', failure());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual(['kakao request failed: TypeError: fetch failed (cause: connect ECONNREFUSED 127.0.0.1:443)']);
  });

  it('prints the error itself (with its stack) when stacks are asked for', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const err = failure();
    consoleLogger({ stacks: true }).warn('kakao request failed', err);
    expect(warn.mock.calls[0]).toEqual(['kakao request failed', err]);
  });

  it('always prints an unexpected error with its stack', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const err = new Error('boom');
    consoleLogger().error('[abc] GET /api/x failed', err);
    expect(error.mock.calls[0]).toEqual(['[abc] GET /api/x failed', err]);
  });

  it('keeps a multi-line message on one line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    consoleLogger().warn('reset mail failed', new Error('mail provider answered 503\n<html>'));
    expect(warn.mock.calls[0]).toEqual(['reset mail failed: Error: mail provider answered 503 <html>']);
  });
});
