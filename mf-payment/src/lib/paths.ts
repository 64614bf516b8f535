// Where the payment pages send the candidate, below the locale prefix.

/** The spec's error-404 page (section 8: an order that cannot be read shows it). */
export const notFoundPath = (prefix: string) => `/${prefix}/error-404`;

/** A page of an order: `/{prefix}/{page}/{enrollmentNo}`. */
export const orderPagePath = (prefix: string, page: string, enrollmentNo: string) =>
  `/${prefix}/${page}/${encodeURIComponent(enrollmentNo)}`;

export const orderHistoryPath = (prefix: string) => `/${prefix}/order-history`;

export const admissionTicketPath = (prefix: string) => `/${prefix}/admission-ticket`;
