// @mockexam/contracts: the schemas and types of every API call, shared by server and clients.
export * from './messages';
export { ORDER_STATUSES, PAYMENT_STATUS_CODES, orderStatusLabels, paymentStatusLabels } from './labels';
export * from './reportLabels';
export * from './common';
export * from './errors';
export * from './system';
export * from './routes';
export * from './auth';
export * from './events';
export * from './products';
export * from './payment';
export * from './enrolment';
export * from './report';
export * from './school';
export * from './admin';
export * from './adminSchools';
export * from './adminGrading';
export * from './marksImport';
