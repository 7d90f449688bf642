/**
 * The dynamic form engine's pure logic (passport-and-professional §3-§5), shared by the web renderer and the
 * server's validation of saved answers. No React, no DOM.
 */
export { isAnswered } from './answers.js';
export * from './model.js';
export * from './definition.js';
export * from './expression.js';
export * from './enablement.js';
export * from './formats.js';
export * from './validation.js';
export * from './pages.js';
export * from './upload.js';
