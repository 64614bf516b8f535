export { assertFileKey, isFileKey, type FileStore, type StoredFile } from './file-store';
export { folderStore } from './folder-store';
export { s3Store, type S3StoreOptions } from './s3-store';
