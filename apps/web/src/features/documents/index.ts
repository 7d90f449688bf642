/** /documents (passport-and-professional §2.2, §6, §7): a person's documents by type, downloads and staff uploads. */
export { DocumentsPage } from './DocumentsPage';
