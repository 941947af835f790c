// The database schema, one file per area; drizzle-kit reads this list to write migrations.
export * from './access.ts';
export * from './accounts.ts';
export * from './admin.ts';
export * from './customers.ts';
export * from './catalogue.ts';
export * from './orders.ts';
export * from './sync.ts';
export * from './service-requests.ts';
