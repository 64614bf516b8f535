// Reading generated answer books back as a scanner would: mupdf (WebAssembly) renders a page to an
// image, zxing-wasm finds the QR codes on it. No network: zxing's WebAssembly is read from the package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as mupdf from 'mupdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
prepareZXingModule({
  overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer },
});

export function openPdf(bytes: Buffer) {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  return {
    pages: doc.countPages(),
    /** The page's size in points (A4 is 595 x 842). */
    size(index: number) {
      const [x0, y0, x1, y1] = doc.loadPage(index).getBounds();
      return { width: x1 - x0, height: y1 - y0 };
    },
    text(index: number) {
      return doc.loadPage(index).toStructuredText('preserve-whitespace').asText();
    },
    /** The texts of the QR codes on the page, rendered at 144 dpi. */
    async codes(index: number): Promise<string[]> {
      const pixmap = doc.loadPage(index).toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false, true);
      const png = pixmap.asPNG();
      const found = await readBarcodes(png, { formats: ['QRCode'], tryHarder: true });
      return found.filter((code) => code.isValid).map((code) => code.text);
    },
  };
}
