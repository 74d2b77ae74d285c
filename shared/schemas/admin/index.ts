export * from './audit';
export * from './payments';
export * from './tenants';
