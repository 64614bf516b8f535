// One uploaded file through the parse worker: refused before reading when too big, read in the page
// (only bytes), parsed in a fresh worker that is terminated on its answer, on an error and at the
// time budget. Resolves, never rejects: rows, or the catalogue key of what went wrong.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- checks input with the API's schemas
import {
  SCHOOL_IMPORT_MAX_BYTES,
  SCHOOL_IMPORT_PARSE_BUDGET_MS,
  SchoolImportRequest,
  isMessageKey,
} from '@mockexam/contracts';
import { readBytes, runInWorker } from '@mockexam/ui/worker';
import { createParseWorker } from './createParseWorker';
import type { ParseResult } from './parseWorkbook';

export type ReadStage = 'reading' | 'parsing';

/** The worker's answer taken only in the shape the import call accepts (what came out of a hostile file). */
function checked(answer: ParseResult): ParseResult {
  if (answer && 'error' in answer) return { error: isMessageKey(answer.error) ? answer.error : 'IMPORT_UNREADABLE' };
  const parsed = SchoolImportRequest.safeParse(answer);
  return parsed.success ? { rows: parsed.data.rows } : { error: 'IMPORT_UNREADABLE' };
}

async function parseInWorker(bytes: ArrayBuffer): Promise<ParseResult> {
  const outcome = await runInWorker<ParseResult>(createParseWorker, bytes, [bytes], SCHOOL_IMPORT_PARSE_BUDGET_MS);
  if (outcome.ok) return checked(outcome.answer);
  return { error: outcome.reason === 'timeout' ? 'IMPORT_TIMED_OUT' : 'IMPORT_UNREADABLE' };
}

export async function readWorkbook(
  file: Blob,
  onProgress: (stage: ReadStage, fraction: number) => void,
): Promise<ParseResult> {
  if (file.size > SCHOOL_IMPORT_MAX_BYTES) return { error: 'IMPORT_TOO_LARGE' };
  let bytes: ArrayBuffer;
  try {
    bytes = await readBytes(file, (fraction) => onProgress('reading', fraction));
  } catch {
    return { error: 'IMPORT_UNREADABLE' };
  }
  onProgress('parsing', 0);
  return parseInWorker(bytes);
}
