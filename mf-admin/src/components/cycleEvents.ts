// The cycle's event dates in the order they happen (the contracts list the same keys in another order).
import type { EventKey } from '@mockexam/contracts';

export const EVENT_KEYS_IN_ORDER: readonly EventKey[] = [
  'person_enrol_start',
  'person_enrol_end',
  'school_reg_end',
  'school_reg_complete',
  'candidate_result_release',
];
