// The checks a chosen file passes before it is sent, in the server's own words: a name ending .pdf, .png,
// .jpg or .jpeg, not empty, and within the size limit of its kind (the server refuses the same with 400 or 413).
import {
  SCAN_INTAKE_FILE_NAME,
  SCAN_INTAKE_MAX_BYTES,
  type MessageKey,
  type ScanIntakeKind,
} from '@mockexam/contracts';

export const INTAKE_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

export function intakeKindOf(name: string): ScanIntakeKind | null {
  const match = SCAN_INTAKE_FILE_NAME.exec(name);
  if (!match) return null;
  return match[1]!.toLowerCase() === 'pdf' ? 'pdf' : 'image';
}

/** Why the file would be refused (a catalogue key), or null when it may be sent. */
export function intakeFileProblem(file: { name: string; size: number }): MessageKey | null {
  const kind = intakeKindOf(file.name);
  if (!kind) return 'SCAN_INTAKE_FILE_NAME';
  if (file.size === 0) return 'SCAN_INTAKE_EMPTY';
  if (file.size > SCAN_INTAKE_MAX_BYTES[kind]) return 'SCAN_INTAKE_TOO_LARGE';
  return null;
}

/** The same file chosen twice (name, size and time of change): it is sent once. */
export const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
