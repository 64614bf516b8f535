// The intake's answers, checked against the contracts' schemas before a page shows them: a list that does not
// match fails as a load error instead of drawing wrong counts.
import {
  ScanCompletenessResponse,
  ScanExceptionAssignResponse,
  ScanExceptionsResponse,
  ScanUploadsResponse,
  SuccessResponse,
} from '@mockexam/contracts';

export const readUploads = (body: unknown) => ScanUploadsResponse.parse(body);
export const readExceptions = (body: unknown) => ScanExceptionsResponse.parse(body);
export const readAssigned = (body: unknown) => ScanExceptionAssignResponse.parse(body);
export const readDiscarded = (body: unknown) => SuccessResponse.parse(body);
export const readCompleteness = (body: unknown) => ScanCompletenessResponse.parse(body);
