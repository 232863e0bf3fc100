/** Every table, for drizzle-kit's migration generator. */
export * from './domains/account/account.tables.js';
export * from './domains/system/system.tables.js';
export * from './domains/catalog/catalog.tables.js';
export * from './domains/catalog/spot-stock.tables.js';
export * from './domains/catalog/part-parameter.tables.js';
export * from './domains/cart/cart.tables.js';
export * from './domains/order/order.tables.js';
export * from './domains/bom/bom.tables.js';
export * from './domains/sample/sample.tables.js';
export * from './domains/help/help.tables.js';
export * from './domains/brand-site/brand-site.tables.js';
export * from './domains/message/message.tables.js';
export * from './domains/enquiry/enquiry.tables.js';
export * from './domains/registration/registration.tables.js';
export * from './domains/operator/operator.tables.js';
