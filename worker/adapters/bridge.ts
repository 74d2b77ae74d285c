import { createHttpBridge } from './bridge-http';
import { createBridgeSimulator } from './bridge-simulator';
import type { ChainBridge, Logger } from './types';

/**
 * The chain bridge for an environment: the HTTP bridge once BRIDGE_API_URL and BRIDGE_API_KEY are set;
 * else the local simulator outside production. Production without them still gets the HTTP bridge,
 * which refuses every call (UPSTREAM, logged): withdrawals stay requested, locked, until it is set,
 * rather than being settled by a simulator.
 */
export function chainBridgeFor(environment: 'production' | 'development' | 'test', settings: { url?: string; apiKey?: string }, log: Logger): ChainBridge {
  if ((settings.url && settings.apiKey) || environment === 'production') {
    return createHttpBridge({ baseUrl: settings.url ?? '', apiKey: settings.apiKey ?? '', log });
  }
  return createBridgeSimulator();
}
