// A password for staff to suggest: 12 characters from the browser's secure random source, leaving out the
// look-alikes (0 O o, 1 l I) a teacher would misread from a screen or a phone call.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function suggestPassword(length = 12): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 % 56 leaves a slight bias towards the first letters; harmless for a password that is changed anyway.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
