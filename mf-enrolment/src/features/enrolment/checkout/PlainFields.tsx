// The checkout's plain HTML fields, after the shell's account forms (a remote cannot import the shell):
// a label above each control, required fields marked, the in-field message tied to its control with
// aria-describedby. Radio choices are a fieldset named by its legend. Styled by the shell's stylesheet
// (.form-field, .text-input, .field-label, .field-error, .checkbox-label, .choice-group) and enrolment.css.
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/** What every field takes from the form: its name, its message and where the form focuses it. */
interface Bound {
  id: string;
  label: ReactNode;
  /** The in-field message; the control is then marked invalid and described by it. */
  error?: string | null;
  /** The element the form focuses when the field is the first wrong one. */
  fieldRef?: (element: HTMLElement | null) => void;
}

const errorIdOf = (id: string) => `${id}-error`;

function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className="field-error">
      {error}
    </p>
  );
}

function Label({ id, required, children }: { id: string; required?: boolean; children: ReactNode }) {
  return (
    // A required field's mark is drawn by enrolment.css and not read out: the control itself is required.
    <label htmlFor={id} className={required ? 'field-label checkout-required' : 'field-label'}>
      {children}
    </label>
  );
}

type TextProps = Bound & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled one-line text input. */
export function TextField({ id, label, error, fieldRef, ...input }: TextProps) {
  return (
    <div className="form-field">
      <Label id={id} required={input.required}>
        {label}
      </Label>
      <input
        {...input}
        ref={fieldRef}
        id={id}
        className="text-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

type AreaProps = Bound & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled text area (an address). */
export function TextAreaField({ id, label, error, fieldRef, ...area }: AreaProps) {
  return (
    <div className="form-field">
      <Label id={id} required={area.required}>
        {label}
      </Label>
      <textarea
        {...area}
        ref={fieldRef}
        id={id}
        className="text-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

type CheckboxProps = Bound & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>;

/** A labelled checkbox. */
export function CheckboxField({ id, label, error, fieldRef, ...input }: CheckboxProps) {
  return (
    <div className="form-field">
      <label className="checkbox-label" htmlFor={id}>
        <input
          {...input}
          ref={fieldRef}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
  /** The label's class (a venue's card). */
  className?: string;
}

interface RadioProps<T extends string | number> extends Bound {
  name: string;
  value: T | undefined;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  required?: boolean;
  /** The choices' list class (the venues' column of cards). */
  listClassName?: string;
}

/**
 * Radio choices in a fieldset whose legend names them; each radio is described by the group's message.
 * The form focuses the checked choice, else the first that can be chosen.
 */
export function RadioGroup<T extends string | number>({
  id,
  label,
  error,
  fieldRef,
  name,
  value,
  choices,
  onChange,
  required,
  listClassName,
}: RadioProps<T>) {
  return (
    <fieldset
      ref={fieldRef}
      id={id}
      className="choice-group checkout-choices"
      aria-describedby={error ? errorIdOf(id) : undefined}
    >
      <legend className={required ? 'field-label checkout-required' : 'field-label'}>{label}</legend>
      <div className={['checkout-choice-list', listClassName].filter(Boolean).join(' ')}>
        {choices.map((choice) => {
          const choiceId = `${id}-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={choiceId}
              className={['checkbox-label', 'checkout-choice', choice.className].filter(Boolean).join(' ')}
            >
              <input
                type="radio"
                id={choiceId}
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={choice.disabled}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorIdOf(id) : undefined}
                onChange={() => onChange(choice.value)}
              />
              <span className="checkout-choice-text">{choice.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
