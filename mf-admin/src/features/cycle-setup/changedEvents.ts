// The event dates a save sends: only those that differ from the cycle's (null clears one).
import type { EventKey } from '@mockexam/api-client';
import { EVENT_KEYS_IN_ORDER } from '../../components/cycleEvents';
import { fromHkInput } from '@mockexam/i18n/dates';

export function changedEvents(
  current: Record<string, string>,
  values: Partial<Record<EventKey, string>>,
): Partial<Record<EventKey, string | null>> {
  const changed: Partial<Record<EventKey, string | null>> = {};
  for (const key of EVENT_KEYS_IN_ORDER) {
    const next = values[key] ? fromHkInput(values[key]) : null;
    const before = current[key] ? new Date(current[key]).toISOString() : null;
    if (next !== before) changed[key] = next;
  }
  return changed;
}
