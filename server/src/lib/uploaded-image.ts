// Uploaded images (bank receipts, scanned answer-book pages) are decoded, not only sniffed: sharp reads
// the header (its format must be the one the file name promises), the size is checked from the header
// before any pixel is decoded, and then the whole image is decoded. A file that does not decode, a
// header that lies about the data, or a pixel bomb (a small file whose header claims a huge picture) is
// refused before it is stored or shown to anyone's browser.
import sharp from 'sharp';

export type ImageMime = 'image/png' | 'image/jpeg';
export type ImageProblem = 'FORMAT' | 'SIDES' | 'PIXELS';

/**
 * An A4 page scanned at 600 dpi is 35 megapixels; more is no receipt or page scan, and costs the
 * server memory to decode and a reader's browser to show.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Smaller is no readable photo or scan; wider or higher is no receipt or page. */
const MIN_SIDE = 100;
const MAX_SIDE = 10_000;

const MIME_OF_FORMAT: Record<string, ImageMime> = { png: 'image/png', jpeg: 'image/jpeg' };

/** The header as sharp reads it; null when it reads none (not an image, cut short before the size). */
async function readHeader(bytes: Buffer) {
  try {
    // No pixel limit here: the header only, so a pixel bomb is told apart from a broken file.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { mime: MIME_OF_FORMAT[format] ?? null, width, height };
  } catch {
    return null;
  }
}

/**
 * Decodes every pixel: a cut-short or corrupt file fails here. Only errors refuse a file; warnings (such
 * as stray bytes between JPEG markers, which some phone cameras write) do not.
 */
async function decodes(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).stats();
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with an upload whose name promises `named`; null when it is a sound image of that type. */
export async function checkUploadedImage(named: ImageMime, bytes: Buffer): Promise<ImageProblem | null> {
  const header = await readHeader(bytes);
  if (!header || header.mime !== named) return 'FORMAT';
  const fits = (n: number) => n >= MIN_SIDE && n <= MAX_SIDE;
  if (!fits(header.width) || !fits(header.height)) return 'SIDES';
  if (header.width * header.height > MAX_IMAGE_PIXELS) return 'PIXELS';
  return (await decodes(bytes)) ? null : 'FORMAT';
}
