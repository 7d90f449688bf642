/** The reference book of the results engine, for health coaches, doctors and data experts. */
export { ReferenceBookPage } from './ReferenceBookPage';
