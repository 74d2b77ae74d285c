/* The merchant dashboard's and the own profile page's contract (commerce.md §2 User dashboard, Own profile page, §7 Dashboard). */
export * from './products';
export * from './profile';
export * from './overview';
export * from './contents';
