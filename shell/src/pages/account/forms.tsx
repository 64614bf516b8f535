// Pieces every account form on antd uses (register, forgot, reset and change password): the current
// language, catalogue texts, antd rules built from the shared zod schemas, server errors placed on their
// fields, and the page frame. The plain login pages use ./PlainForm instead and must not import this.
import { useEffect, useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from 'antd/es/button';
import Card from 'antd/es/card';
import type { FormInstance, FormRule } from 'antd';
import { messages, type BilingualText, type Locale, type MessageKey } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { AntdProvider } from '../../layout/LazyAntdProvider';
import { schemas, type ContractSchemas } from './schemas';
import './i18n';
import './account.css';

export type { BilingualText };

export { useLocale } from '@mockexam/ui/text';

/** The part of a zod schema a rule needs (the shell does not depend on zod itself). */
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

/** An antd rule that runs a shared schema: the same rule, the same message as the server. */
export function schemaRule(pick: (s: ContractSchemas) => Parser, locale: Locale): FormRule {
  return {
    validator: async (_rule, value) => {
      const key = await loadedSchemaIssue(pick, value);
      if (key) throw new Error(textIn(messages[key], locale));
    },
  };
}

/** A rule that fails with a catalogue message while `failing()` says so. */
export function checkRule(failing: (value: unknown) => MessageKey | null, locale: Locale): FormRule {
  return {
    validator: async (_rule, value) => {
      const key = failing(value);
      if (key) throw new Error(textIn(messages[key], locale));
    },
  };
}

/** A required text (whitespace alone counts as empty) with a catalogue message. */
export const requiredRule = (key: MessageKey, locale: Locale): FormRule => ({
  required: true,
  whitespace: true,
  message: textIn(messages[key], locale),
});

/**
 * Errors found outside the field rules (the server's field errors, a failed "get code") shown in
 * their field until its value changes. They are rules too, so they survive re-validation and
 * follow the language.
 */
export interface StickyErrors {
  rule(name: string): FormRule;
  set(name: string, text: BilingualText): void;
  clear(name: string): void;
  /** Puts each server field error on its field (`rename` maps server names to form names). */
  apply(fields: Record<string, BilingualText>, rename?: Record<string, string>): string[];
}

export function useStickyErrors(form: FormInstance, locale: Locale): StickyErrors {
  const errors = useRef(new Map<string, { value: unknown; text: BilingualText }>());
  const set = (name: string, text: BilingualText) => {
    errors.current.set(name, { value: form.getFieldValue(name), text });
    form.setFields([{ name, errors: [textIn(text, locale)] }]);
  };
  return {
    rule: (name) => ({
      validator: async (_rule, value) => {
        const sticky = errors.current.get(name);
        if (sticky && Object.is(sticky.value, value)) throw new Error(textIn(sticky.text, locale));
        if (sticky) errors.current.delete(name);
      },
    }),
    set,
    clear(name) {
      errors.current.delete(name);
      form.setFields([{ name, errors: [] }]);
    },
    apply(fields, rename = {}) {
      const placed: string[] = [];
      for (const [serverName, text] of Object.entries(fields)) {
        const name = rename[serverName] ?? serverName;
        set(name, text);
        placed.push(name);
      }
      return placed;
    },
  };
}

/** Messages already shown in fields are re-checked when the language changes, so they follow it. */
export function useRevalidateOnLocale(form: FormInstance, locale: Locale): void {
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    const names = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (names.length) form.validateFields(names).catch(() => undefined);
  }, [form, locale]);
}

/**
 * The frame of an account page on antd (register, forgot, reset and change password): antd's provider
 * (loaded with the page, never with the first view) and a card. Using this frame is what puts a shell
 * page on antd; login and school login use ./PlainForm's PlainAccountPage and load none of antd.
 */
export function AccountPage({ title, wide, children }: { title: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <AntdProvider>
      <div className={wide ? 'account-page account-page--wide' : 'account-page'}>
        <Card>
          <h1 className="account-title">{title}</h1>
          {children}
        </Card>
      </div>
    </AntdProvider>
  );
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

/**
 * antd's Button, made afresh whenever `loading` changes: a fast answer (a 401 in 23 ms on CI) can turn loading
 * on and off before antd's spinner has finished appearing, leaving it stuck and the button unusable; a fresh
 * button has no animation to finish.
 */
export function LoadingButton(props: ButtonProps & { loading: boolean }) {
  return <Button key={String(props.loading)} {...props} />;
}
