export * from './constants/roles.js';
export * from './constants/messages.js';
export * from './constants/limits.js';
export * from './schemas/common.js';
export * from './schemas/companies.js';
export * from './schemas/users.js';
export * from './schemas/mails.js';
