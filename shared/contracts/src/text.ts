// The zod-free part of the contracts that pages display: the message catalogue and the status labels.
// Pages import it as '@mockexam/contracts/text' so a page that shows messages does not download zod.
export * from './messages';
export * from './labels';
