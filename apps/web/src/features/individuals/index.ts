/**
 * The individuals list (passport-and-professional §2.2 /individuals and /users, §4, §6): professionals find the
 * people they help and open what their role allows; external viewers the people who shared with them.
 */
export { IndividualsPage } from './IndividualsPage';
