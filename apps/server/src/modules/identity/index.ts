export { setPassword } from './credentials.service.js';
export { hashPassword, verifyPassword } from './password.js';
export { credentials } from './identity.tables.js';
