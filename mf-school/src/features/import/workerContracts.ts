// What the parse worker needs from the contracts, imported by path rather than as '@mockexam/contracts'.
// That package is a Module Federation shared singleton this remote takes from the shell (import: false,
// no fallback bundled); a dedicated worker has no share scope, so a shared import would fail there.
export {
  SCHOOL_IMPORT_MAX_ROWS,
  SCHOOL_IMPORT_SHEET_ROWS,
  SCHOOL_ROW_FIELDS,
  SCHOOL_TEMPLATE_EXAMPLE,
  SCHOOL_TEMPLATE_SHEET,
  fieldOfHeader,
  normaliseCell,
  normaliseSchoolRow,
} from '../../../../shared/contracts/src/school';
