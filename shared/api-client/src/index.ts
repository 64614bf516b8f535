export { call, form, ApiError, API_BASE, TIMEOUTS, type CallOptions, type FieldMessage } from './http';
export * from './auth';
export * from './catalogue';
export * from './account';
export * from './enrolment';
export * from './payment';
export * from './admin';
export { queryKeys } from './queryKeys';
