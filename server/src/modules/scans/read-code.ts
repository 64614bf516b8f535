// Reads the QR code of a page from its decoded pixels with ZXing's WebAssembly build. The answer book
// prints its code near a corner, so the four corners are tried first (a tenth of the pixels each);
// only a page whose corners hold no code is read whole.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import type { RawPage } from './page-images';

let ready: Promise<unknown> | null = null;
/** The module's .wasm from the installed package (by default it would be fetched from a CDN). */
function prepare() {
  ready ??= (async () => {
    const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasmBinary = (await readFile(file)).buffer as ArrayBuffer;
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

const OPTIONS: ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };

/** The part of the page as RGBA, the pixel layout ZXing reads. */
function crop(page: RawPage, left: number, top: number, width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  const { pixels, channels } = page;
  for (let y = 0; y < height; y += 1) {
    let from = ((top + y) * page.width + left) * channels;
    let to = y * width * 4;
    for (let x = 0; x < width; x += 1, from += channels, to += 4) {
      data[to] = pixels[from];
      data[to + 1] = pixels[from + 1];
      data[to + 2] = pixels[from + 2];
      data[to + 3] = 255;
    }
  }
  return { data, width, height, colorSpace: 'srgb' as const } as Extract<
    Parameters<typeof readBarcodes>[0],
    { data: unknown }
  >;
}

async function readPart(page: RawPage, left: number, top: number, width: number, height: number) {
  const [found] = await readBarcodes(crop(page, left, top, width, height), OPTIONS);
  return found?.isValid ? found.text : null;
}

/** The text of the page's QR code, or null when it has none that reads. */
export async function readPageCode(page: RawPage): Promise<string | null> {
  await prepare();
  const w = Math.ceil(page.width * 0.35);
  const h = Math.ceil(page.height * 0.25);
  const corners: [number, number][] = [
    [page.width - w, 0],
    [0, 0],
    [page.width - w, page.height - h],
    [0, page.height - h],
  ];
  for (const [left, top] of corners) {
    const text = await readPart(page, left, top, w, h);
    if (text !== null) return text;
  }
  return readPart(page, 0, 0, page.width, page.height);
}
