// Form fields of the plain kit: a label above each control (a required one marked by an asterisk the
// stylesheet draws and a screen reader skips, since the control itself says it is required), a help line,
// and the in-field message tied to its control with aria-describedby. Styled by the shell's stylesheet
// (.form-field, .field-label, .field-required, .text-input, .input-group, .field-error, .field-help,
// .checkbox-label). The form owns values, messages and focus; these only draw them.
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

/** The id of a field's message, for aria-describedby (a group of radios names it too). */
export const fieldErrorId = (id: string) => `${id}-error`;

/** A field's in-field message, when it has one. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className="field-error">
      {error}
    </p>
  );
}

/** A label's class: the kit's, with the required mark when the field is required. */
export const fieldLabelClass = (required?: boolean) => (required ? 'field-label field-required' : 'field-label');

/** A control's ARIA state: invalid and described by its message when it has one, and by its help line. */
const describedState = (id: string, error?: string | null, helpId?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error ? fieldErrorId(id) : undefined, helpId].filter(Boolean).join(' ') || undefined,
});

interface Common {
  id: string;
  label: ReactNode;
  /** The in-field message; the control is then marked invalid and described by it. */
  error?: string | null;
}

interface TextProps extends Common, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** A line under the field saying what to enter (or a status: a code was sent). */
  help?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Something joined to the input's end (a button: show the password, get a code). */
  addon?: ReactNode;
}

/** A labelled one-line text input. */
export function TextField({ id, label, help, error, inputRef, addon, ...input }: TextProps) {
  const helpId = `${id}-help`;
  const control = (
    <input
      {...input}
      ref={inputRef}
      id={id}
      className="text-input"
      {...describedState(id, error, help ? helpId : undefined)}
    />
  );
  return (
    <div className="form-field">
      <label htmlFor={id} className={fieldLabelClass(input.required)}>
        {label}
      </label>
      {addon ? (
        <div className="input-group">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      <FieldError id={id} error={error} />
      {help && (
        <p id={helpId} className="field-help">
          {help}
        </p>
      )}
    </div>
  );
}

interface AreaProps extends Common, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area (an address). */
export function TextAreaField({ id, label, error, inputRef, ...area }: AreaProps) {
  return (
    <div className="form-field">
      <label htmlFor={id} className={fieldLabelClass(area.required)}>
        {label}
      </label>
      <textarea {...area} ref={inputRef} id={id} className="text-input" {...describedState(id, error)} />
      <FieldError id={id} error={error} />
    </div>
  );
}

interface CheckboxProps extends Common, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> {
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled checkbox. */
export function CheckboxField({ id, label, error, inputRef, ...input }: CheckboxProps) {
  return (
    <div className="form-field">
      <label className="checkbox-label" htmlFor={id}>
        <input {...input} ref={inputRef} id={id} type="checkbox" {...describedState(id, error)} />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
