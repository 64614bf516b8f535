// The zod-free part of the contracts that pages display: the message catalogue, the status labels,
// the report's names (question types, genres, sections, writing criteria, levels) and the constants and
// formats of values.ts. Pages import it as '@mockexam/contracts/text' so a page that shows messages or
// formats a number neither downloads zod nor builds every schema of the API.
export * from './messages';
export * from './labels';
export * from './reportLabels';
export * from './values';
export * from './markingValues';
