/* The merchant dashboard's contract (commerce.md §2 User dashboard, §7 Dashboard). */
export * from './products';
