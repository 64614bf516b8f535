// The pages of an uploaded file as decoded pixels: a page image (PNG or JPEG) is one page, decoded by
// sharp with the pixel limit of every uploaded image; a PDF's pages are rasterised at RENDER_DPI by
// MuPDF's WebAssembly build (in process: no program is started). A page that does not decode is a bad
// image; a PDF that does not open fails the whole file.
import { SCAN_INTAKE_MAX_PDF_PAGES, type MessageKey } from '@mockexam/contracts';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../lib/uploaded-image';

/** An A4 page at 150 dpi is 1240 x 1754: a printed QR code of 2 cm is 4 pixels a module, enough to read. */
export const RENDER_DPI = 150;

export interface RawPage {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

export type PageImage =
  | { ok: true; raw: RawPage; /** The uploaded image itself, stored as it came. */ original?: OriginalImage }
  | { ok: false };

export interface OriginalImage {
  bytes: Buffer;
  mime: 'image/png' | 'image/jpeg';
}

export type OpenedFile =
  | { ok: true; pages: number; page(filePage: number): Promise<PageImage>; close(): void }
  | { ok: false; error: MessageKey };

const MIME_OF_FORMAT: Record<string, OriginalImage['mime']> = { png: 'image/png', jpeg: 'image/jpeg' };

/** Decodes one uploaded page image; a pixel bomb is refused from its header before any pixel is decoded. */
export async function decodePageImage(bytes: Buffer): Promise<PageImage> {
  try {
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    const mime = MIME_OF_FORMAT[format];
    if (!mime || !width || !height || width * height > MAX_IMAGE_PIXELS) return { ok: false };
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) return { ok: false };
    return {
      ok: true,
      raw: { pixels: data, width: info.width, height: info.height, channels: 3 },
      original: { bytes, mime },
    };
  } catch {
    return { ok: false };
  }
}

type Mupdf = typeof import('mupdf');
let mupdfModule: Promise<Mupdf> | null = null;
/** Loaded on the first PDF (the WebAssembly module takes a moment to compile). */
const loadMupdf = () => (mupdfModule ??= import('mupdf'));

async function openPdf(bytes: Buffer): Promise<OpenedFile> {
  const mupdf = await loadMupdf();
  let document: InstanceType<Mupdf['Document']>;
  let pages: number;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
    pages = document.countPages();
  } catch {
    return { ok: false, error: 'SCAN_INTAKE_PDF_UNREADABLE' };
  }
  if (pages > SCAN_INTAKE_MAX_PDF_PAGES) {
    document.destroy();
    return { ok: false, error: 'SCAN_INTAKE_TOO_MANY_PAGES' };
  }
  const scale = RENDER_DPI / 72;
  return {
    ok: true,
    pages,
    async page(filePage) {
      let page: InstanceType<Mupdf['Page']> | undefined;
      let pixmap: InstanceType<Mupdf['Pixmap']> | undefined;
      try {
        page = document.loadPage(filePage - 1);
        const [x0, y0, x1, y1] = page.getBounds();
        // A page that claims a poster's size would render to a pixel bomb.
        if ((x1 - x0) * scale * (y1 - y0) * scale > MAX_IMAGE_PIXELS) return { ok: false };
        pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
        const width = pixmap.getWidth();
        const height = pixmap.getHeight();
        const stride = pixmap.getStride();
        const samples = pixmap.getPixels();
        const pixels = Buffer.alloc(width * height * 3);
        for (let y = 0; y < height; y += 1) {
          pixels.set(samples.subarray(y * stride, y * stride + width * 3), y * width * 3);
        }
        return { ok: true, raw: { pixels, width, height, channels: 3 } };
      } catch {
        return { ok: false };
      } finally {
        pixmap?.destroy();
        page?.destroy();
      }
    },
    close: () => document.destroy(),
  };
}

/** A preview 400 pixels wide: JPEG, which encodes in a third of WebP's time at this size. */
const PREVIEW_WIDTH = 400;

/** What is stored of a page: the uploaded image as it came (a PDF's page as a JPEG), and its preview. */
export async function pageFiles(image: Extract<PageImage, { ok: true }>) {
  const { raw, original } = image;
  const input = { raw: { width: raw.width, height: raw.height, channels: raw.channels } };
  const [scan, preview] = await Promise.all([
    original
      ? { bytes: original.bytes, mime: original.mime, ext: original.mime === 'image/png' ? 'png' : 'jpg' }
      : sharp(raw.pixels, input)
          .jpeg({ quality: 80 })
          .toBuffer()
          .then((bytes) => ({ bytes, mime: 'image/jpeg' as const, ext: 'jpg' })),
    sharp(raw.pixels, input).resize({ width: PREVIEW_WIDTH }).jpeg({ quality: 70 }).toBuffer(),
  ]);
  return { scan, preview };
}

/** Opens an uploaded file by its kind. */
export async function openScanFile(kind: 'pdf' | 'image', bytes: Buffer): Promise<OpenedFile> {
  if (kind === 'pdf') return openPdf(bytes);
  return { ok: true, pages: 1, page: () => decodePageImage(bytes), close: () => {} };
}
