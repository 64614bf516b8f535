// The zod-free part of the contracts that pages display: the message catalogue, the status labels and
// the report's names (question types, genres, sections, writing criteria, levels).
// Pages import it as '@mockexam/contracts/text' so a page that shows messages does not download zod.
export * from './messages';
export * from './labels';
export * from './reportLabels';
