// The checkout form's state without antd, after the shell's account forms (useAccountForm): the values,
// each field's catalogue message key (checked when the field changes, every shown field on submit, the
// first wrong one then focused), and the element of each field to focus. A message is a key, not a
// string, so it follows the language.
import { useRef, useState } from 'react';
import type { PostageMethod } from '@mockexam/contracts';
import { isHkMobile, type MessageKey } from '@mockexam/contracts/text';
import { useMessage } from '@mockexam/ui/text';
import type { CheckoutValues } from './checkoutValues';

export type FieldName = keyof CheckoutValues & string;

const blank = (value: string | undefined) => !value || !value.trim();

/** The fields the form shows for these values, in the page's order (the order of "first wrong"). */
export function shownFields(values: CheckoutValues, methods: PostageMethod[]): FieldName[] {
  const kind = methods.find((m) => m.code === values.postage)?.detail_kind;
  const fields: FieldName[] = ['examMode'];
  if (values.examMode === 'venue') fields.push('venueId');
  fields.push('postage');
  if (kind === 'address') fields.push('address');
  else if (kind) fields.push('parameter1', 'parameter2');
  fields.push('sameAsCandidate', 'recipientName', 'recipientPhone', 'payment');
  return fields;
}

/** A field's message for these values (the spec's checkout messages), or null when it is right. */
export function checkField(name: FieldName, values: CheckoutValues): MessageKey | null {
  switch (name) {
    case 'examMode':
      return values.examMode ? null : 'EXAM_MODE_REQUIRED';
    case 'venueId':
      return values.venueId !== undefined && values.venueId !== null ? null : 'VENUE_REQUIRED';
    case 'postage':
      return values.postage ? null : 'POSTAGE_REQUIRED';
    case 'address':
      return blank(values.address) ? 'ADDRESS_REQUIRED' : null;
    case 'parameter1':
      return blank(values.parameter1) ? 'POSTAGE_DETAILS_REQUIRED' : null;
    case 'recipientName':
      return blank(values.recipientName) ? 'RECIPIENT_NAME_REQUIRED' : null;
    case 'recipientPhone':
      if (blank(values.recipientPhone)) return 'RECIPIENT_PHONE_REQUIRED';
      return isHkMobile(values.recipientPhone ?? '') ? null : 'PHONE_INVALID';
    case 'payment':
      return values.payment ? null : 'PAYMENT_METHOD_REQUIRED';
    default:
      return null;
  }
}

/** Focuses a field: a text control itself, a radio group's checked choice or else its first enabled one. */
function focusField(element: HTMLElement | null | undefined) {
  if (!element) return;
  if (element instanceof HTMLFieldSetElement) {
    const radio =
      element.querySelector<HTMLInputElement>('input:checked:enabled') ??
      element.querySelector<HTMLInputElement>('input:enabled');
    radio?.focus();
    return;
  }
  element.focus();
}

/**
 * `onChange` hears every change with the values after it (the draft is written from them); `derive` may
 * change more fields with it (same as candidate fills the recipient), which are then checked too.
 */
export function useCheckoutForm(
  initial: CheckoutValues,
  methods: PostageMethod[],
  {
    derive,
    onChange,
  }: {
    derive?: (name: FieldName, values: CheckoutValues) => Partial<CheckoutValues> | null;
    onChange?: (values: CheckoutValues) => void;
  } = {},
) {
  const message = useMessage();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, MessageKey | null>>>({});
  const current = useRef(initial);
  const elements = useRef(new Map<FieldName, HTMLElement | null>());

  function change<K extends FieldName>(name: K, value: CheckoutValues[K]) {
    let next: CheckoutValues = { ...current.current, [name]: value };
    const derived = derive?.(name, next) ?? null;
    if (derived) next = { ...next, ...derived };
    current.current = next;
    setValues(next);
    const checked = [name, ...(Object.keys(derived ?? {}) as FieldName[])];
    setErrors((old) => ({ ...old, ...Object.fromEntries(checked.map((field) => [field, checkField(field, next)])) }));
    onChange?.(next);
  }

  /** Checks every shown field; shows the messages and focuses the first wrong field. True when all are right. */
  function validateAll(): boolean {
    const all = current.current;
    const fields = shownFields(all, methods);
    const found = Object.fromEntries(fields.map((field) => [field, checkField(field, all)])) as Partial<
      Record<FieldName, MessageKey | null>
    >;
    setErrors((old) => ({ ...old, ...found }));
    const firstWrong = fields.find((field) => found[field]);
    if (firstWrong) focusField(elements.current.get(firstWrong));
    return !firstWrong;
  }

  const fieldRef = (name: FieldName) => (element: HTMLElement | null) => {
    elements.current.set(name, element);
  };

  /** A field's message in the page's language, or null. */
  const error = (name: FieldName) => {
    const key = errors[name];
    return key ? message(key) : null;
  };

  return { values, error, change, validateAll, fieldRef, current: () => current.current };
}
