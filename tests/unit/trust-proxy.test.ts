import { describe, expect, it } from 'vitest';
import { clientAddressBehind, parseTrustProxy } from '../../worker/lib/trust-proxy';

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of proxies', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('with one hop the client is the entry the proxy appended, never the forged left-most one', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy (peer 10.0.0.1) appended the address it saw.
    expect(clientAddressBehind(1, '6.6.6.6, 203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    expect(clientAddressBehind(1, '203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    expect(clientAddressBehind(true, '1.1.1.1, 2.2.2.2, 203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    // Without a socket (the last proxy's entry is the right-most one).
    expect(clientAddressBehind(1, '6.6.6.6, 203.0.113.7', undefined)).toBe('203.0.113.7');
  });

  it('with two hops the client is the second entry from the right of the chain', () => {
    // client → proxy A (appends client) → proxy B 10.0.0.2 (appends A) → us
    expect(clientAddressBehind(2, '6.6.6.6, 203.0.113.7, 10.0.0.9', '10.0.0.2')).toBe('203.0.113.7');
  });

  it('with a list the client is the right-most address that is no trusted proxy', () => {
    const proxies = ['10.0.0.1', '10.0.0.2'];
    expect(clientAddressBehind(proxies, '6.6.6.6, 203.0.113.7, 10.0.0.2', '10.0.0.1')).toBe('203.0.113.7');
    expect(clientAddressBehind(proxies, '6.6.6.6, 203.0.113.7', '::ffff:10.0.0.1')).toBe('203.0.113.7');
    // A peer that is no trusted proxy is the client, whatever it forwarded.
    expect(clientAddressBehind(proxies, '10.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
  });

  it('without trust the socket address stands', () => {
    expect(clientAddressBehind(false, '6.6.6.6', '198.51.100.4')).toBe('198.51.100.4');
  });
});
