/*
 * The catalogue's contract by sub-domain: zod inputs (query strings arrive as text, so numbers are
 * coerced) and the answer shapes REST and tRPC both return (snake_case, as the spec names the fields).
 */
export * from './common';
export * from './products';
export * from './media';
export * from './merchants';
export * from './discovery';
export * from './site';
