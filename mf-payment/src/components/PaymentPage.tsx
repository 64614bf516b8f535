// The frame of every payment page: the remote's section (the shell's layout styles it) and its styles.
import type { ReactNode } from 'react';
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
