// The order review's call: the draft's order, sent with the draft's one Idempotency-Key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest } from '@mockexam/contracts';
import { createOrder, queryKeys } from '@mockexam/api-client';

import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency';

/**
 * Creates the order. A retry after a timeout sends the same key (the server answers with the same
 * order); once the order exists the key is forgotten, and the candidate's orders and the papers and
 * seats it took are loaded again.
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: CreateOrderRequest) => createOrder(order, idempotencyKeyFor(order)),
    onSuccess: () => {
      forgetIdempotencyKey();
      void client.invalidateQueries({ queryKey: queryKeys.candidateOrders });
      void client.invalidateQueries({ queryKey: queryKeys.products });
      void client.invalidateQueries({ queryKey: queryKeys.venues });
    },
  });
}
