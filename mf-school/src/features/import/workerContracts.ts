// What the parse worker needs from the contracts, from the zod-free '@mockexam/contracts/schoolSheet'
// subpath: the package's main entry is a Module Federation shared singleton this remote takes from the
// shell (import: false, no fallback bundled), and a dedicated worker has no share scope, so a shared
// import would fail there. The subpath is not shared: the worker bundles it (a few KB) with xlsx.
export {
  SCHOOL_IMPORT_MAX_ROWS,
  SCHOOL_IMPORT_SHEET_ROWS,
  SCHOOL_ROW_FIELDS,
  SCHOOL_TEMPLATE_EXAMPLE,
  SCHOOL_TEMPLATE_SHEET,
  fieldOfHeader,
  normaliseCell,
  normaliseSchoolRow,
} from '@mockexam/contracts/schoolSheet';
