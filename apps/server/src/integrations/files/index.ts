export { createLocalFileStore, type FileStore } from './fileStore.js';
