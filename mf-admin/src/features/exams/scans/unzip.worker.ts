// The dedicated worker that opens one .zip of scans: bytes and caps in, images (transferred, not copied) or
// a reason out. The page terminates it after every zip and at the time budget.
import { unzipScans, type ZipCaps } from './unzipScans';

// The DOM lib types `self` as a window; inside a dedicated worker it is the worker's global scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ bytes: ArrayBuffer; caps: ZipCaps }>) => void) | null;
  postMessage: (message: unknown, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const result = unzipScans(event.data.bytes, event.data.caps);
  scope.postMessage(result, 'files' in result ? result.files.map((f) => f.bytes.buffer as ArrayBuffer) : []);
};
