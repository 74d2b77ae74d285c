/**
 * The two spellings of a channel address (platform.md §2): /merchant/{userId} by the account, as a
 * post's author link writes it, and /merchant/{merchantId}?use_mid=true by the shop, as the
 * catalogue writes it. Every link to a channel is made here.
 */
export const channelPath = (author: { id: number }) => `/merchant/${author.id}`;
export const merchantPath = (merchantId: number) => `/merchant/${merchantId}?use_mid=true`;
