/*
 * The community's contract: zod inputs (query strings arrive as text, forms as text and files) and
 * the answer shapes REST and tRPC both return, with the spec's field names (platform.md §4).
 */
export * from './posts';
export * from './comments';
export * from './channels';
