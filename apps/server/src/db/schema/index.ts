export * from './companies.js';
export * from './users.js';
export * from './files.js';
export * from './mails.js';
export * from './audit.js';
export * from './lookups.js';
export * from './products.js';
export * from './materials.js';
