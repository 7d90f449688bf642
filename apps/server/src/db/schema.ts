// Every module's tables, gathered for drizzle-kit and for the typed query interface.
export * from '../modules/system/system.tables.js';
export * from '../modules/users/users.tables.js';
export * from '../modules/identity/identity.tables.js';
export * from '../integrations/notifier/outbox.tables.js';
export * from '../modules/passports/passports.tables.js';
export * from '../modules/events/events.tables.js';
export * from '../modules/formdata/formdata.tables.js';
export * from '../modules/measurements/measurements.tables.js';
export * from '../modules/products/products.tables.js';
export * from '../modules/cart/cart.tables.js';
export * from '../modules/orders/orders.tables.js';
export * from '../modules/payments/payments.tables.js';
export * from '../modules/journey/journey.tables.js';
export * from '../modules/consent/consent.tables.js';
export * from '../modules/scheduling/scheduling.tables.js';
export * from '../modules/sharing/sharing.tables.js';
export * from '../modules/documents/documents.tables.js';
