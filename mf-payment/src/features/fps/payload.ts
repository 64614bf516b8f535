// The FPS QR code's content: an EMVCo merchant-presented payload with the Hong Kong FPS template
// (HKICL's "Common QR Code Specification for FPS"). Each field is TLV: a 2-digit id, a 2-digit
// length and the value; the payload ends with id 63, the CRC-16/CCITT-FALSE of everything before
// it (including "6304"), written as four upper-case hex digits.

export const FPS_GUID = 'hk.com.hkicl';
export const HKD_NUMERIC = '344';

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final xor. "123456789" -> 29B1. */
export function crc16CcittFalse(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One TLV field; the length counts UTF-8 bytes (values here are ASCII). */
export function tlv(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new Error(`EMV field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

export interface FpsPayloadInput {
  /** The publisher's FPS ID (7 to 9 digits), from GET /api/payment/settings. */
  fpsId: string;
  /** HKD; written with two decimals. */
  amount: number;
  /** The order number, used as the bill number so the bank's notification names the order. */
  billNumber: string;
  merchantName?: string;
}

/** EMV "ans" text: printable ASCII only, trimmed to the field's maximum. */
const ascii = (value: string, max: number) =>
  value
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);

export function buildFpsPayload({ fpsId, amount, billNumber, merchantName }: FpsPayloadInput): string {
  if (!(amount > 0)) throw new Error('FPS amount must be positive');
  const merchant = tlv('00', FPS_GUID) + tlv('02', fpsId.trim());
  const name = ascii(merchantName ?? '', 25) || 'NA';
  const body =
    tlv('00', '01') + // payload format indicator
    tlv('01', '12') + // dynamic QR: the amount is fixed
    tlv('26', merchant) +
    tlv('52', '0000') + // merchant category code
    tlv('53', HKD_NUMERIC) +
    tlv('54', amount.toFixed(2)) +
    tlv('58', 'HK') +
    tlv('59', name) +
    tlv('60', 'HK') +
    tlv('62', tlv('01', ascii(billNumber, 25))) +
    '6304';
  return body + crc16CcittFalse(body);
}

/** Splits a TLV string into its fields (for tests and for checking a payload). */
export function parseTlv(text: string): { id: string; value: string }[] {
  const fields: { id: string; value: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || Number.isNaN(length)) throw new Error(`bad TLV at ${at}`);
    fields.push({ id, value: text.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}
