// One chosen .zip through the unzip worker: refused before reading when too big, opened in a fresh worker
// that is terminated on its answer and at the time budget. Resolves, never rejects: the images as files
// (ready to upload), what was skipped and why, or the reason the zip was refused.
import { readBytes, runInWorker } from '@mockexam/ui/worker';
import { createUnzipWorker } from './createUnzipWorker';
import { scanNameOf } from './scanName';
import type { SkipReason, UnzipResult, ZipCaps } from './unzipScans';

export type ZipError = 'not_zip' | 'too_many' | 'too_large' | 'zip_too_large' | 'timeout';
export type ZipScans =
  { files: File[]; skipped: { name: string; reason: SkipReason }[]; ignored: number } | { error: ZipError };

/** The most a worker may spend on one zip before it is terminated. */
const UNZIP_BUDGET_MS = 30_000;

const typeOf = (name: string) => (/\.png$/i.test(name) ? 'image/png' : 'image/jpeg');
const REASONS: readonly SkipReason[] = ['too_large', 'duplicate', 'unreadable'];
const ERRORS: readonly ZipError[] = ['not_zip', 'too_many', 'too_large'];

/** The worker's answer taken only in the shape asked for (it came out of a file from anywhere). */
function checked(answer: UnzipResult, caps: ZipCaps): ZipScans {
  if ('error' in answer) return { error: ERRORS.includes(answer.error) ? answer.error : 'not_zip' };
  if (!Array.isArray(answer.files) || !Array.isArray(answer.skipped)) return { error: 'not_zip' };
  const files = answer.files
    .filter(
      (f) => f.bytes instanceof Uint8Array && f.bytes.length <= caps.maxFileBytes && scanNameOf(f.name) === f.name,
    )
    .slice(0, caps.maxFiles)
    .map((f) => new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: typeOf(f.name) }));
  const skipped = answer.skipped
    .filter((s) => typeof s.name === 'string' && REASONS.includes(s.reason))
    .map((s) => ({ name: s.name.slice(0, 200), reason: s.reason }));
  return { files, skipped, ignored: Number(answer.ignored) || 0 };
}

export async function readZip(file: Blob, caps: ZipCaps & { maxZipBytes: number }): Promise<ZipScans> {
  if (file.size > caps.maxZipBytes) return { error: 'zip_too_large' };
  let bytes: ArrayBuffer;
  try {
    bytes = await readBytes(file, () => undefined);
  } catch {
    return { error: 'not_zip' };
  }
  const zipCaps: ZipCaps = {
    maxFiles: caps.maxFiles,
    maxFileBytes: caps.maxFileBytes,
    maxTotalBytes: caps.maxTotalBytes,
  };
  const outcome = await runInWorker<UnzipResult>(createUnzipWorker, { bytes, caps: zipCaps }, [bytes], UNZIP_BUDGET_MS);
  if (!outcome.ok) return { error: outcome.reason === 'timeout' ? 'timeout' : 'not_zip' };
  return checked(outcome.answer, zipCaps);
}
