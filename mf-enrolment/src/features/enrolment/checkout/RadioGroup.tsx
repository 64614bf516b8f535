// Radio choices of the checkout (exam mode, venue, postage, payment) in a fieldset whose legend names them,
// in the plain kit's field style (its label class, required mark and in-field message); the checkout's
// other fields are the kit's own (@mockexam/ui/plain). Styled by the shell's stylesheet and enrolment.css.
import type { ReactNode } from 'react';
import { FieldError, fieldErrorId, fieldLabelClass } from '@mockexam/ui/plain';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
  /** The label's class (a venue's card). */
  className?: string;
}

interface RadioProps<T extends string | number> {
  id: string;
  label: ReactNode;
  /** The group's message; every radio is then marked invalid and described by it. */
  error?: string | null;
  /** The element the form focuses when the group is the first wrong field: the fieldset. */
  fieldRef?: (element: HTMLElement | null) => void;
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
      aria-describedby={error ? fieldErrorId(id) : undefined}
    >
      <legend className={fieldLabelClass(required)}>{label}</legend>
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
                aria-describedby={error ? fieldErrorId(id) : undefined}
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
