// An audit entry as a sentence in the reader's language ("Demo Admin approved the receipt of order 100004
// (陳大文)") and its details as words (a reason, an amount), from the names the server joins to each entry.
// Every action code the server writes has a template under `auditLog.action`; an unknown one reads as a
// generic sentence, never as raw JSON.
import type { TFunction } from 'i18next';
import type { AuditEntry } from '@mockexam/api-client';
import { fieldIn, type Locale } from '@mockexam/i18n';
import { formatDate, formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';

type Data = Record<string, unknown>;

const dataOf = (entry: AuditEntry): Data =>
  entry.data && typeof entry.data === 'object' && !Array.isArray(entry.data) ? (entry.data as Data) : {};

/** Who did it: a staff member's, candidate's or school's name, or the system. */
export function auditActor(entry: AuditEntry, t: TFunction, locale: Locale): string {
  return fieldIn(entry, 'actor_name', locale) ?? entry.actor ?? t('auditLog.system');
}

/** The object as people know it, e.g. "order 100004 (陳大文)" or "the venue Kowloon Hall". */
export function auditObject(entry: AuditEntry, t: TFunction, locale: Locale): string {
  const name = fieldIn(entry, 'object_name', locale) ?? '';
  const ref = entry.object_ref ?? '';
  const date = ref && /^\d{4}-\d{2}-\d{2}$/.test(ref) ? formatDate(ref, locale) : ref;
  const key = `auditLog.object.${entry.entity}`;
  if (name || ref) {
    const phrase = t(key, { name, ref, date, defaultValue: '' });
    if (phrase) return phrase;
  }
  return t('auditLog.object.unknown', { entity: entry.entity.replace(/_/g, ' '), ref: ref || entry.entity_id });
}

/** The template's variant: an approved receipt is a payment from a receipt; a submission passed or not. */
function variantOf(entry: AuditEntry, data: Data): string | undefined {
  if (entry.action === 'payment.recorded' && data.source === 'receipt') return 'receipt';
  if (entry.action === 'school.submit' && data.result === 'unsuccessful') return 'unsuccessful';
  if (entry.action === 'marking.final' && data.from === null) return 'first';
  return undefined;
}

export function auditSentence(entry: AuditEntry, t: TFunction, locale: Locale): string {
  const data = dataOf(entry);
  const values = {
    actor: auditActor(entry, t, locale),
    object: auditObject(entry, t, locale),
    subject: fieldIn(entry, 'subject_name', locale) ?? (typeof data.subject === 'string' ? data.subject : ''),
    amount: typeof data.amount_cents === 'number' ? formatHkd(data.amount_cents) : '',
    count: typeof data.rows === 'number' ? data.rows : 0,
    // An on-screen final mark: the question and script code (never the candidate), the marks before and after.
    question: typeof data.question === 'string' ? data.question : '',
    script: typeof data.script_code === 'string' ? data.script_code : '',
    from: typeof data.from === 'number' ? data.from : '',
    to: typeof data.to === 'number' ? data.to : '',
    // A message sent again or its texts edited: the event and language in words.
    notice: typeof data.event === 'string' ? t(`notices.event.${data.event}`, { defaultValue: '' }) : '',
    language: typeof data.locale === 'string' ? t(`notices.localeName.${data.locale}`, { defaultValue: '' }) : '',
  };
  const base = `auditLog.action.${entry.action}`;
  const variant = variantOf(entry, data);
  for (const key of variant ? [`${base}_${variant}`, base] : [base]) {
    const text = t(key, { ...values, defaultValue: '' });
    if (typeof text === 'string' && text) return text;
  }
  return t('auditLog.generic', { ...values, action: entry.action.replace(/[._]/g, ' ') });
}

const isIsoInstant = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v);

/** The details worth reading, as "label: value" phrases; everything else (ids, hashes) stays out. */
export function auditDetails(entry: AuditEntry, t: TFunction, locale: Locale): string[] {
  const data = dataOf(entry);
  const out: string[] = [];
  const add = (key: string, value: string | number) => out.push(t(`auditLog.detail.${key}`, { value }));
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const reason = text(data.reason);
  // A reason the server wrote is one of a few fixed English phrases (no dots or colons): said in the
  // reader's language; a reason staff typed is shown as typed.
  if (reason) add('reason', t(`auditLog.serverReason.${reason}`, { defaultValue: reason }));
  if (typeof data.amount_cents === 'number') add('amount', formatHkd(data.amount_cents));
  const due = data.due_at;
  if (isIsoInstant(due)) add('dueAt', formatDateTime(due, locale));
  else if (due && typeof due === 'object' && isIsoInstant((due as Data).to)) {
    const { from, to } = due as { from?: unknown; to: string };
    add(
      'dueChanged',
      `${isIsoInstant(from) ? formatDateTime(from, locale) : t('common.none')} → ${formatDateTime(to, locale)}`,
    );
  }
  const capacity = data.capacity;
  if (capacity && typeof capacity === 'object') {
    const { from, to } = capacity as { from?: unknown; to?: unknown };
    if (typeof to === 'number') add('capacity', `${typeof from === 'number' ? from : t('common.none')} → ${to}`);
  } else if (typeof capacity === 'number') add('capacity', capacity);
  for (const key of [
    'seats_released',
    'error_rows',
    'candidates',
    'pages',
    'questions',
    'guidelines',
    'passwords',
  ] as const) {
    if (typeof data[key] === 'number' && (data[key] as number) > 0) add(key, data[key] as number);
  }
  const duplicate = text(data.duplicate_of);
  if (duplicate) add('duplicateOf', duplicate);
  const bankRef = text(data.bank_txn_id);
  if (bankRef) add('bankTxn', bankRef);
  return out;
}
