// The payment status of an order, loaded once per page; an unreadable order goes to the 404 page
// (spec section 8: a failed enrolment-info call shows error-404).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentStatusResponse } from '@mockexam/contracts';
import { getPaymentStatus } from '@mockexam/api-client';
import { notFoundPath } from './lib';

export function usePaymentStatusOr404(id: string, prefix: string): PaymentStatusResponse | null {
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<PaymentStatusResponse | null>(null);
  useEffect(() => {
    let live = true;
    getPaymentStatus(id)
      .then((value) => live && setAnswer(value))
      .catch(() => live && navigate(notFoundPath(prefix), { replace: true }));
    return () => {
      live = false;
    };
  }, [id, navigate, prefix]);
  return answer;
}
