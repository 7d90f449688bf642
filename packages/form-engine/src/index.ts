/**
 * The dynamic form engine's pure logic (passport-and-professional §3-§5), shared by the web renderer and the
 * server's validation of saved answers. No React, no DOM.
 */
export { isAnswered } from './answers.js';
