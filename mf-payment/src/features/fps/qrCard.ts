// The FPS QR download: a card image (PNG) a candidate can pick from their photos in the bank's app and
// still recognise later. Title, payee, amount in HKD, order number and payment due time (Hong Kong
// time) in the page's language, above the QR code, which keeps a white quiet zone of at least four
// modules (the QR canvas has four already; the card adds white padding around it).

export interface QrCardText {
  title: string;
  payee: string;
  amount: string;
  order: string;
  due: string;
  scan: string;
}

export const CARD_WIDTH = 600;
const PAD = 32;
const FONT = '"Noto Sans TC", "PingFang TC", "Microsoft JhengHei", Arial, sans-serif';

/** Draws the card on `canvas` (sized here) with the QR code taken from `qr`. */
export function drawQrCard(canvas: HTMLCanvasElement, qr: CanvasImageSource, text: QrCardText): boolean {
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  const qrSize = CARD_WIDTH - 2 * PAD - 80;
  const lines: [string, number, string][] = [
    [text.payee, 22, '#000'],
    [text.amount, 28, '#000'],
    [text.order, 22, '#000'],
    [text.due, 20, '#a8071a'],
  ];
  const headerHeight = 70;
  const linesHeight = lines.length * 38;
  canvas.width = CARD_WIDTH;
  canvas.height = headerHeight + linesHeight + 24 + qrSize + 24 + 40 + PAD;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#0b5cad';
  ctx.fillRect(0, 0, canvas.width, headerHeight);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold 28px ${FONT}`;
  ctx.fillText(text.title, CARD_WIDTH / 2, headerHeight / 2, CARD_WIDTH - 2 * PAD);
  let y = headerHeight + 24;
  for (const [line, size, colour] of lines) {
    ctx.fillStyle = colour;
    ctx.font = `${size >= 28 ? 'bold ' : ''}${size}px ${FONT}`;
    ctx.fillText(line, CARD_WIDTH / 2, y, CARD_WIDTH - 2 * PAD);
    y += 38;
  }
  y += 8;
  // White all around the code: the QR canvas's own four-module margin plus this padding.
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, (CARD_WIDTH - qrSize) / 2, y, qrSize, qrSize);
  y += qrSize + 24;
  ctx.fillStyle = '#333333';
  ctx.font = `18px ${FONT}`;
  ctx.fillText(text.scan, CARD_WIDTH / 2, y, CARD_WIDTH - 2 * PAD);
  return true;
}

/** The download's file name: FPS-<order number>.png (only safe characters). */
export const qrCardFileName = (orderNo: string) => `FPS-${orderNo.replace(/[^A-Za-z0-9_-]/g, '_')}.png`;
