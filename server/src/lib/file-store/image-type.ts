// The type of an image by its first bytes, whatever its name or stored type says.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** How many first bytes `imageTypeOf` needs. */
export const IMAGE_HEAD_BYTES = PNG.length;

export function imageTypeOf(head: Buffer): 'image/png' | 'image/jpeg' | null {
  if (head.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}
