// Row errors as staff find them in their sheet: the sheet's row number and the column's header, with the
// message in both languages. They come from the contracts' check in the browser (row index and field) and
// from the server's refusal (ApiError fields keyed 'rows.<index>.<field>'), listed together.
import { isMessageKey, messages, type BilingualText, type MarksRowError } from '@mockexam/contracts';
import { fieldMessages } from '@mockexam/ui/text';
import { CANDIDATE_HEADER, type MarksColumn } from './marksColumns';

export interface SheetRowError {
  /** The row number in the sheet (1 is the header row's line when it is the first). */
  row: number;
  /** The column's header ('candidate_no', 'Q3', 'Q5.a_content'); empty for the row as a whole. */
  column: string;
  message: BilingualText;
}

/**
 * The column of a field: 'scores.Q3', 'answers.Q3', 'answers.Q3.0' (one option) -> 'Q3';
 * 'criteria.Q5.a_content' -> 'Q5.a_content'; 'row' (the row as a whole) -> ''. Labels may hold dots, so
 * the paper's own columns are looked up rather than the field split.
 */
function columnNamer(columns: readonly MarksColumn[]): (field: string) => string {
  const headers = new Map(columns.map((c) => [c.kind === 'criterion' ? `${c.label}.${c.code}` : c.label, c.header]));
  return (field) => {
    if (field === 'candidate_no') return CANDIDATE_HEADER;
    const dot = field.indexOf('.');
    if (dot < 0) return '';
    const rest = field.slice(dot + 1);
    return headers.get(rest) ?? headers.get(rest.replace(/\.\d+$/, '')) ?? rest;
  };
}

const sheetRow = (index: number, rowNumbers: readonly number[]) => rowNumbers[index] ?? index + 2;
const byPlace = (a: SheetRowError, b: SheetRowError) => a.row - b.row || a.column.localeCompare(b.column);

/** The browser's check of the rows (the contracts' marksRowErrors) in the sheet's terms. */
export function checkedRowErrors(
  errors: readonly MarksRowError[],
  rowNumbers: readonly number[],
  columns: readonly MarksColumn[],
): SheetRowError[] {
  const columnOf = columnNamer(columns);
  return errors
    .map((e) => ({
      row: sheetRow(e.row, rowNumbers),
      column: columnOf(e.field),
      message: isMessageKey(e.key) ? messages[e.key] : messages.FIELD_INVALID,
    }))
    .sort(byPlace);
}

/** The server's row errors of a refused import in the sheet's terms; empty when it refused for another reason. */
export function serverRowErrors(
  error: unknown,
  rowNumbers: readonly number[],
  columns: readonly MarksColumn[],
): SheetRowError[] {
  const columnOf = columnNamer(columns);
  return Object.entries(fieldMessages(error))
    .flatMap(([path, message]) => {
      const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(path);
      return match ? [{ row: sheetRow(Number(match[1]), rowNumbers), column: columnOf(match[2] ?? ''), message }] : [];
    })
    .sort(byPlace);
}

/**
 * The browser's row errors and the server's in one list, by sheet row and column; an error both found (the
 * server runs the same check) is listed once.
 */
export function mergeRowErrors(...lists: readonly (readonly SheetRowError[])[]): SheetRowError[] {
  const seen = new Map<string, SheetRowError>();
  for (const error of lists.flat()) seen.set(`${error.row}\u0000${error.column}\u0000${error.message.en}`, error);
  return [...seen.values()].sort(byPlace);
}
