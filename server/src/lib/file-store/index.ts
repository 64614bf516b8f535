export { assertFileKey, type FileStore, type StoredFile } from './file-store';
export { folderStore } from './folder-store';
