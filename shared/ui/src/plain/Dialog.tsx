import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The buttons under the content. */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: it keeps focus inside, makes the page behind inert,
 * closes on Escape (reported through `onClose`) and gives focus back to the control that opened it. The
 * element stays in the page, closed, so closing it is the browser's close() (which returns the focus); its
 * content is rendered only while open.
 */
export function Dialog({ open, title, onClose, footer, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === dialog.hasAttribute('open')) return;
    // jsdom (the unit tests' DOM) has no showModal or close; every browser we serve has both.
    if (open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner closes it, so its state and the dialog agree.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <div className="dialog-body">{children}</div>
          {footer && <div className="dialog-footer">{footer}</div>}
        </>
      )}
    </dialog>
  );
}
