import { createPortOne } from './portone';
import { createPortOneSimulator } from './portone-simulator';
import type { Clock, Logger, PointGateway } from './types';

/**
 * The wallet top-ups' gateway for an environment: PortOne once PORTONE_API_KEY and PORTONE_API_SECRET
 * are set; else the local simulator outside production. Production without the keys still gets
 * PortOne, so a top-up fails loudly (UPSTREAM, logged) instead of being approved by a simulator.
 */
export function pointGatewayFor(
  environment: 'production' | 'development' | 'test',
  keys: { apiKey?: string; apiSecret?: string },
  clock: Clock,
  log: Logger,
): PointGateway {
  if ((keys.apiKey && keys.apiSecret) || environment === 'production') {
    return createPortOne({ apiKey: keys.apiKey ?? '', apiSecret: keys.apiSecret ?? '', log });
  }
  return createPortOneSimulator(clock);
}
