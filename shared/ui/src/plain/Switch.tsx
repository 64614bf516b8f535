import type { ReactNode } from 'react';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible label, which names the switch. */
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch: a checkbox with role="switch" (read as on or off), drawn as antd's small switch. */
export function Switch({ checked, onChange, children, disabled, className }: Props) {
  return (
    <label className={['switch', className].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="switch-track" aria-hidden="true" />
      <span>{children}</span>
    </label>
  );
}
