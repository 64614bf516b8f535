// The API's own schemas for the account forms, loaded when a form is first used rather than with the
// page: the contracts' index builds every schema of the API (zod) when it runs, tens of milliseconds
// on a phone while the page is becoming usable. A form asks for them on its first focus
// (`warmSchemas`); a rule awaits them, so a check never runs without them.
import type * as Contracts from '@mockexam/contracts';

export type ContractSchemas = typeof Contracts;

let loading: Promise<ContractSchemas> | null = null;

/** The contracts' schemas: one download and evaluation, shared by every form. */
export function schemas(): Promise<ContractSchemas> {
  // A failed download is tried again at the next check rather than remembered.
  loading ??= import('@mockexam/contracts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A form's onFocus: start loading the schemas while the visitor types the first field. */
export function warmSchemas(): void {
  void schemas();
}
