// Scanned pages made in the test: an A4 page at 150 dpi (white, a few lines of "writing") with an
// answer book's QR code near its top right corner, as a PNG or JPEG, and a PDF of such pages.
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';

const A4 = { width: 1240, height: 1754 };

async function qrPng(text: string, size = 240): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', width: size, margin: 2 });
}

/** A page image: the QR code carrying `code` (none when null) at the top right, and ruled lines. */
export async function pageImage(code: string | null, format: 'png' | 'jpeg' = 'jpeg'): Promise<Buffer> {
  const lines = Buffer.from(
    `<svg width="${A4.width}" height="${A4.height}" xmlns="http://www.w3.org/2000/svg">` +
      Array.from(
        { length: 30 },
        (_, i) => `<line x1="100" x2="1140" y1="${400 + i * 40}" y2="${400 + i * 40}" stroke="#999" stroke-width="2"/>`,
      ).join('') +
      '<text x="120" y="380" font-size="36" fill="#223">Answer</text></svg>',
  );
  const layers: OverlayOptions[] = [{ input: lines, left: 0, top: 0 }];
  if (code !== null) layers.push({ input: await qrPng(code), left: A4.width - 320, top: 70 });
  const page = sharp({ create: { ...A4, channels: 3, background: '#ffffff' } }).composite(layers);
  return format === 'png' ? page.png().toBuffer() : page.jpeg({ quality: 85 }).toBuffer();
}

/** A PDF whose pages are A4 page images with these codes (null: no code). */
export async function pagesPdf(codes: (string | null)[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (const code of codes) {
    const image = await pdf.embedJpg(await pageImage(code, 'jpeg'));
    const page = pdf.addPage([595.28, 841.89]);
    page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  return Buffer.from(await pdf.save());
}
