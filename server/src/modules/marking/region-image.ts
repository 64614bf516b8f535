// The image a marker sees of one question on one scanned page: the rectangle of the page the question's
// regions cover, cut from the candidate's scan, its longer edge at most MARKING_IMAGE_MAX_WIDTH, as a greyscale
// JPEG of at most REGION_IMAGE_MAX_BYTES. Drawn once: the result is kept in the file store under a key
// made from the scan's key and the rectangle, so a second look costs no CPU and answers the same bytes.
// The JPEG carries no metadata (sharp writes none unless asked): nothing in it names the candidate.
import { createHash } from 'node:crypto';
import { MARKING_IMAGE_MAX_WIDTH } from '@mockexam/contracts';
import sharp from 'sharp';
import { isFileKey, type FileStore } from '../../lib/file-store';
import { MAX_IMAGE_PIXELS } from '../../lib/uploaded-image';
import type { Region } from './regions';

/** A whole A4 page region stays under this many bytes. */
export const REGION_IMAGE_MAX_BYTES = 150 * 1024;
/** JPEG qualities tried in turn until the image fits; the last one is kept whatever its size. */
const QUALITIES = [75, 65, 55, 45, 40];
/** Part of the cache key: a change of how the image is made draws every image again. */
const RECIPE = 'grey-v1';

export type Box = Pick<Region, 'x' | 'y' | 'w' | 'h'>;

/** The smallest rectangle holding every region of the list (the regions of one page). */
export function boundingBox(regions: Box[]): Box {
  const left = Math.min(...regions.map((r) => r.x));
  const top = Math.min(...regions.map((r) => r.y));
  const right = Math.max(...regions.map((r) => r.x + r.w));
  const bottom = Math.max(...regions.map((r) => r.y + r.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/** The file store key of the drawn image of `box` of the scan at `scanKey`. */
export function regionImageKey(scanKey: string, box: Box): string {
  const digest = createHash('sha256')
    .update([RECIPE, scanKey, box.x, box.y, box.w, box.h].join('|'))
    .digest('hex')
    .slice(0, 40);
  return `marking/regions/${digest.slice(0, 2)}/${digest}.jpg`;
}

/** Pixels of the page a fraction rectangle covers, inside the page and at least one pixel wide and high. */
function pixelsOf(box: Box, width: number, height: number) {
  const left = Math.min(width - 1, Math.max(0, Math.floor(box.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.floor(box.y * height)));
  const right = Math.min(width, Math.max(left + 1, Math.ceil((box.x + box.w) * width)));
  const bottom = Math.min(height, Math.max(top + 1, Math.ceil((box.y + box.h) * height)));
  return { left, top, width: right - left, height: bottom - top };
}

/** Cuts, scales and encodes the rectangle; null when the scan does not decode within the pixel limit. */
export async function drawRegionImage(scan: Buffer, box: Box): Promise<Buffer | null> {
  try {
    const { width, height } = await sharp(scan, { limitInputPixels: false }).metadata();
    if (!width || !height || width * height > MAX_IMAGE_PIXELS) return null;
    const area = pixelsOf(box, width, height);
    const grey = await sharp(scan, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .extract(area)
      .resize({
        width: MARKING_IMAGE_MAX_WIDTH,
        height: MARKING_IMAGE_MAX_WIDTH,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    let jpeg: Buffer | null = null;
    for (const quality of QUALITIES) {
      jpeg = await sharp(grey.data, { raw: grey.info })
        .toColourspace('b-w')
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      if (jpeg.length <= REGION_IMAGE_MAX_BYTES) break;
    }
    return jpeg;
  } catch {
    return null;
  }
}

/**
 * The JPEG of `box` of the scan at `scanKey`: from the cache, or drawn and cached. Null when the scan is
 * missing from the store or does not decode.
 */
export async function regionImage(files: FileStore, scanKey: string, box: Box): Promise<Buffer | null> {
  if (!isFileKey(scanKey)) return null;
  const key = regionImageKey(scanKey, box);
  const cached = await files.getBytes(key);
  if (cached) return cached;
  const scan = await files.getBytes(scanKey);
  if (!scan) return null;
  const drawn = await drawRegionImage(scan, box);
  if (drawn) await files.put(key, drawn, 'image/jpeg');
  return drawn;
}
