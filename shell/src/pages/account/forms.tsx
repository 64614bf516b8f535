// What the account forms with rules share (register, forgot, reset and change password): checks with the
// shared zod schemas (loaded lazily, the server's own rules and messages), a small form hook holding the
// values and each field's message, the server's field errors kept on their fields, and the hand-over keys
// of forgot and reset password. Plain HTML, like the login (./PlainForm): nothing here imports antd.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages, type BilingualText, type MessageKey } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { schemas, type ContractSchemas } from './schemas';

export type { BilingualText };

export { useLocale };

/** The part of a zod schema a check needs (the shell does not depend on zod itself). */
interface Parser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** The first catalogue key a schema reports for a value, or null when the value passes. */
export function schemaIssue(schema: Parser, value: unknown): MessageKey | null {
  const result = schema.safeParse(value ?? '');
  if (result.success) return null;
  const key = result.error.issues[0]?.message;
  return key && key in messages ? (key as MessageKey) : 'FIELD_INVALID';
}

/**
 * The first catalogue key the picked schema reports for a value, once the schemas are loaded; when they
 * cannot be (the network failed), the catalogue's "try again" message.
 */
export async function loadedSchemaIssue(
  pick: (s: ContractSchemas) => Parser,
  value: unknown,
  load: () => Promise<ContractSchemas> = schemas,
) {
  let schema: Parser;
  try {
    schema = pick(await load());
  } catch {
    return 'INTERNAL' as const;
  }
  return schemaIssue(schema, value);
}

/** A check that runs a shared schema: the same rule, the same message as the server. */
export const schemaCheck = (pick: (s: ContractSchemas) => Parser) => (value: unknown) => loadedSchemaIssue(pick, value);

export type FieldValue = string | boolean;
type Check<V> = (value: V[keyof V], values: V) => MessageKey | null | Promise<MessageKey | null>;

export interface FieldSpec<V> {
  /** The field's own check (a schema, a confirmation): it comes before an error the server gave the field. */
  check?: Check<V>;
  /** A check after the server's error (the phone is to be verified first). */
  then?: (value: V[keyof V], values: V) => MessageKey | null;
  /** Fields checked again when this one changes (its confirmation), when they hold a value or a message. */
  recheck?: (keyof V & string)[];
}

/** What the phone verification needs of its form. */
export interface FieldAccess<Name extends string> {
  value(name: Name): FieldValue | undefined;
  /** Shows a message in the field until its value changes (a failed "get code", a server's field error). */
  stick(name: Name, text: BilingualText): void;
  clear(name: Name): void;
}

/** The props a field component takes from the form. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error: string | null;
}

export interface CheckboxBinding extends Omit<TextBinding, 'value'> {
  checked: boolean;
}

const filled = (value: FieldValue | undefined) => value !== undefined && value !== '' && value !== false;

/**
 * A form's values, its fields' messages and its submit. Each field is checked when it changes and every
 * field on submit, which then focuses the first wrong one (in the order of `initial`). A message is a
 * catalogue text, not a string, so it follows the language. Errors the form cannot find itself (the
 * server's field errors, a refused code) stay on their field until its value changes ("sticky").
 */
export function useAccountForm<V extends Record<string, FieldValue>>(
  initial: V,
  specs: { [K in keyof V]?: FieldSpec<V> },
  onChange?: (name: keyof V & string, value: FieldValue) => void,
) {
  type Name = keyof V & string;
  const locale = useLocale();
  const names = Object.keys(initial) as Name[];
  const [values, setValues] = useState(initial);
  const [errors, setErrorState] = useState<Partial<Record<Name, BilingualText | null>>>({});
  const current = useRef({ values: initial, errors, specs, onChange });
  current.current.specs = specs;
  current.current.onChange = onChange;
  const sticky = useRef(new Map<Name, { value: FieldValue; text: BilingualText }>());
  // A check's answer counts only if no later check or message of the field came since it started.
  const runs = useRef(new Map<Name, number>());
  const inputs = useRef(new Map<Name, HTMLInputElement | null>());
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  const setErrors = (found: Partial<Record<Name, BilingualText | null>>) => {
    current.current.errors = { ...current.current.errors, ...found };
    setErrorState(current.current.errors);
  };
  const nextRun = (name: Name) => {
    const run = (runs.current.get(name) ?? 0) + 1;
    runs.current.set(name, run);
    return run;
  };

  async function checkOne(name: Name, all: V): Promise<BilingualText | null> {
    const spec = current.current.specs[name];
    const value = all[name];
    const own = spec?.check ? await spec.check(value, all) : null;
    if (own) return messages[own];
    const stuck = sticky.current.get(name);
    if (stuck) {
      if (Object.is(stuck.value, value)) return stuck.text;
      sticky.current.delete(name);
    }
    const late = spec?.then?.(value, all);
    return late ? messages[late] : null;
  }

  async function validate(name: Name, all: V) {
    const run = nextRun(name);
    const found = await checkOne(name, all);
    if (runs.current.get(name) === run) setErrors({ [name]: found } as Partial<Record<Name, BilingualText | null>>);
  }

  function change(name: Name, value: FieldValue) {
    const all = { ...current.current.values, [name]: value };
    current.current.values = all;
    setValues(all);
    const stuck = sticky.current.get(name);
    if (stuck && !Object.is(stuck.value, value)) sticky.current.delete(name);
    current.current.onChange?.(name, value);
    void validate(name, all);
    for (const other of current.current.specs[name]?.recheck ?? []) {
      if (filled(all[other]) || current.current.errors[other]) void validate(other, all);
    }
  }

  /** Checks every field; shows the messages and focuses the first wrong field. True when all are right. */
  async function validateAll(): Promise<boolean> {
    const all = current.current.values;
    const started = names.map(nextRun);
    const found = await Promise.all(names.map((name) => checkOne(name, all)));
    const shown: Partial<Record<Name, BilingualText | null>> = {};
    names.forEach((name, index) => {
      if (runs.current.get(name) === started[index]) shown[name] = found[index];
    });
    setErrors(shown);
    const firstWrong = names.find((_, index) => found[index]);
    if (firstWrong) inputs.current.get(firstWrong)?.focus();
    return !firstWrong;
  }

  function stick(name: Name, text: BilingualText) {
    nextRun(name);
    sticky.current.set(name, { value: current.current.values[name], text });
    setErrors({ [name]: text } as Partial<Record<Name, BilingualText | null>>);
  }

  function clear(name: Name) {
    nextRun(name);
    sticky.current.delete(name);
    setErrors({ [name]: null } as Partial<Record<Name, BilingualText | null>>);
  }

  /**
   * Puts each server field error on its field (`rename` maps server names to form names) and focuses the
   * first of them; returns the fields that got one.
   */
  function apply(fields: Record<string, BilingualText>, rename: Record<string, Name> = {}): Name[] {
    const placed = Object.entries(fields)
      .map(([serverName, text]) => {
        const name = (rename[serverName] ?? serverName) as Name;
        if (!names.includes(name)) return null;
        stick(name, text);
        return name;
      })
      .filter((name): name is Name => name !== null);
    const first = names.find((name) => placed.includes(name));
    if (first) inputs.current.get(first)?.focus();
    return placed;
  }

  function reset() {
    for (const name of names) nextRun(name);
    sticky.current.clear();
    current.current.values = initial;
    setValues(initial);
    current.current.errors = {};
    setErrorState({});
  }

  /**
   * The form's onSubmit: `before` runs first (a submit attempt), then every check; `invalid` when a field
   * is wrong, else `valid` with the values, the form busy meanwhile. A second submit meanwhile is ignored.
   */
  const submit =
    ({ before, invalid, valid }: { before?: () => void; invalid?: () => void; valid: (values: V) => Promise<void> }) =>
    (event: FormEvent) => {
      event.preventDefault();
      if (sending.current) return;
      sending.current = true;
      before?.();
      void (async () => {
        try {
          if (!(await validateAll())) {
            invalid?.();
            return;
          }
          setBusy(true);
          await valid(current.current.values);
        } finally {
          sending.current = false;
          setBusy(false);
        }
      })();
    };

  const message = (name: Name) => {
    const error = errors[name];
    return error ? textIn(error, locale) : null;
  };
  const inputRef = (name: Name) => (element: HTMLInputElement | null) => {
    inputs.current.set(name, element);
  };

  /** The props of a text field. */
  const text = (name: Name): TextBinding => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event) => change(name, event.target.value),
    inputRef: inputRef(name),
    error: message(name),
  });

  /** The props of a checkbox. */
  const checkbox = (name: Name): CheckboxBinding => ({
    name,
    checked: values[name] === true,
    onChange: (event) => change(name, event.target.checked),
    inputRef: inputRef(name),
    error: message(name),
  });

  const access: FieldAccess<Name> = { value: (name) => current.current.values[name], stick, clear };

  return { values, busy, text, checkbox, submit, apply, reset, access, ...access };
}

/** The number a reset code went to, so a reload comes back to the code step (the code itself is never kept). */
export const FORGOT_SENT_KEY = 'mockexam.forgot_password_sent';

/** Where the reset-password page finds the verified phone of the forgot-password step. */
export const RESET_TICKET_KEY = 'mockexam.password_reset';

export interface ResetTicket {
  phone: string;
  verification_token: string;
  expires_at: string;
}

export function readResetTicket(): ResetTicket | null {
  try {
    const ticket = JSON.parse(sessionStorage.getItem(RESET_TICKET_KEY) ?? 'null') as ResetTicket | null;
    if (!ticket?.phone || !ticket.verification_token) return null;
    if (ticket.expires_at && Date.parse(ticket.expires_at) <= Date.now()) return null;
    return ticket;
  } catch {
    return null;
  }
}
