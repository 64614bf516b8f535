// The frame of every payment page: the remote's section (the shell's layout styles it) and its styles.
import type { ReactNode } from 'react';
import { Loading } from '@mockexam/ui/plain';
import './payment.css';

export function PaymentPage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <section
      className={className ? `remote-page payment-page ${className}` : 'remote-page payment-page'}
      data-remote-page="mf-payment"
    >
      {children}
    </section>
  );
}

/**
 * A success page's visually hidden heading: assistive technology reads it, and it names the pre-rendered
 * copy, which is rendered with no data.
 */
export function HiddenTitle({ children }: { children: ReactNode }) {
  return <h1 className="visually-hidden">{children}</h1>;
}

/** A payment page while its order (or its status) loads: the heading and a spinner. */
export function PaymentPageLoading({ heading }: { heading: ReactNode }) {
  return (
    <PaymentPage>
      {heading}
      <Loading />
    </PaymentPage>
  );
}
