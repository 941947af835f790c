// The database schema, one file per area; drizzle-kit reads this list to write migrations.
export * from './access.ts';
export * from './accounts.ts';
export * from './admin.ts';
export * from './customers.ts';
export * from './catalogue.ts';
export * from './orders.ts';
export * from '../../modules/orders/approval-schema.ts';
export * from './sync.ts';
export * from './service-requests.ts';
export * from '../../modules/company-team/schema.ts';
export * from './erp-documents.ts';
export * from '../../modules/lists/schema.ts';
export * from '../../modules/own-codes/schema.ts';
