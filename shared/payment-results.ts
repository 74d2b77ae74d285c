/**
 * What a payment's outcome reads as to the buyer: when a pending payment expires, and the gateway's
 * (or our own) result codes as Korean reasons for the declined page.
 */

/** A pending payment whose buyer never came back from the gateway expires after this (the scheduled clean-up). */
export const PAYMENT_PENDING_MINUTES = 30;
