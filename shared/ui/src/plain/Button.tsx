import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  primary?: boolean;
}

/** A button in the site's style (the shell's `.button`); `type="button"` unless told, so it never submits by accident. */
export function Button({ primary = false, className, type = 'button', ...props }: Props) {
  const classes = ['button', primary && 'button-primary', className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
