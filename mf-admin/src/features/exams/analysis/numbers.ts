// Statistics as read: a fixed number of decimals, or null (shown as a dash) where the server had too few
// marks to compute one.
export const decimal = (value: number | null, digits: number): string | null =>
  value === null || !Number.isFinite(value) ? null : value.toFixed(digits);

/** 0 to 100 as '62.5%'. */
export const percent = (value: number | null): string | null => {
  const text = decimal(value, 1);
  return text === null ? null : `${text}%`;
};
