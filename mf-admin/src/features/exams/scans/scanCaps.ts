// How much one upload may hold. The server takes 200 files of 5 MB a call; a zip is opened in the browser,
// so its caps keep the tab's memory in bounds (a whole paper's scans for a large cohort fit).
import { SCAN_MAX_BYTES } from '@mockexam/contracts';

const MB = 1024 * 1024;

export const ZIP_CAPS = {
  maxZipBytes: 250 * MB,
  maxFiles: 2000,
  maxFileBytes: SCAN_MAX_BYTES,
  maxTotalBytes: 500 * MB,
};

/** Bytes sent in one call at most: a call finishes well within its time even on a slow line. */
export const CALL_MAX_BYTES = 20 * MB;
