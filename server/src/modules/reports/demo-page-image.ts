// Drawn answer-book pages for demo mode (no scans exist there): an A4-shaped page with ruled lines,
// grey "handwriting" strokes from a seeded random generator and, on the marked version, red ticks,
// crosses and a score box. Flat colours without anti-aliasing compress to a few tens of KB.
import { PNG } from 'pngjs';

export type DemoPageKind = 'blank' | 'scan' | 'marked';

const WIDTH = 600;
const HEIGHT = 850;
const LINE_GAP = 30;
const TOP = 140;
const MARGIN = 70;
type Rgb = [number, number, number];
const RULE: Rgb = [200, 200, 200];
const INK: Rgb = [70, 70, 70];
const RED: Rgb = [210, 30, 30];

/** mulberry32: a small seeded generator, so every demo page is the same on every start. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Canvas {
  readonly png = new PNG({ width: WIDTH, height: HEIGHT, colorType: 2, inputColorType: 6 });
  constructor() {
    this.png.data.fill(255);
  }
  dot(x: number, y: number, [r, g, b]: Rgb, size = 1) {
    for (let dy = 0; dy < size; dy++) {
      for (let dx = 0; dx < size; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= WIDTH || py >= HEIGHT) continue;
        const i = (py * WIDTH + px) * 4;
        this.png.data[i] = r;
        this.png.data[i + 1] = g;
        this.png.data[i + 2] = b;
      }
    }
  }
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb, size = 1) {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s++) this.dot(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, colour, size);
  }
  rect(x: number, y: number, w: number, h: number, colour: Rgb, size = 1) {
    this.line(x, y, x + w, y, colour, size);
    this.line(x + w, y, x + w, y + h, colour, size);
    this.line(x + w, y + h, x, y + h, colour, size);
    this.line(x, y + h, x, y, colour, size);
  }
  /** A seven-segment digit, the score box's only lettering. */
  digit(n: number, x: number, y: number, colour: Rgb) {
    const on = [
      '1111110',
      '0110000',
      '1101101',
      '1111001',
      '0110011',
      '1011011',
      '1011111',
      '1110000',
      '1111111',
      '1111011',
    ][n];
    const w = 16;
    const h = 14;
    const segments: [number, number, number, number][] = [
      [0, 0, w, 0],
      [w, 0, w, h],
      [w, h, w, 2 * h],
      [0, 2 * h, w, 2 * h],
      [0, h, 0, 2 * h],
      [0, 0, 0, h],
      [0, h, w, h],
    ];
    segments.forEach(([a, b, c, d], i) => on[i] === '1' && this.line(x + a, y + b, x + c, y + d, colour, 3));
  }
}

/** One page: `seed` picks the strokes; `kind` adds the marking. */
export function drawDemoPage(kind: DemoPageKind, seed: number): Buffer {
  const canvas = new Canvas();
  const next = random(seed);
  canvas.rect(30, 30, WIDTH - 60, 70, INK, 2);
  canvas.line(MARGIN - 10, TOP - 10, MARGIN - 10, HEIGHT - 40, RULE);
  const lines: number[] = [];
  for (let y = TOP; y < HEIGHT - 50; y += LINE_GAP) {
    canvas.line(30, y, WIDTH - 30, y, RULE);
    lines.push(y);
  }
  if (kind === 'blank') return PNG.sync.write(canvas.png, { colorType: 0 });
  const written = lines.slice(0, Math.floor(lines.length * (0.5 + next() * 0.4)));
  for (const y of written) {
    // A wavy run of "words": short strokes up and down along the line, with gaps between words.
    let x = MARGIN + next() * 20;
    const end = WIDTH - 60 - next() * 160;
    while (x < end) {
      const word = 20 + next() * 50;
      let py = y - 4;
      for (let wx = x; wx < Math.min(x + word, end); wx += 3) {
        const ny = y - 4 - next() * 14;
        canvas.line(wx, py, wx + 3, ny, INK, 2);
        py = ny;
      }
      x += word + 8 + next() * 10;
    }
  }
  if (kind === 'scan') return PNG.sync.write(canvas.png, { colorType: 0 });
  for (const y of written.filter(() => next() < 0.35)) {
    const x = WIDTH - 55;
    if (next() < 0.7) {
      canvas.line(x, y - 10, x + 6, y - 3, RED, 3);
      canvas.line(x + 6, y - 3, x + 20, y - 22, RED, 3);
    } else {
      canvas.line(x, y - 20, x + 16, y - 4, RED, 3);
      canvas.line(x + 16, y - 20, x, y - 4, RED, 3);
    }
  }
  canvas.rect(WIDTH - 130, 40, 80, 50, RED, 3);
  const score = Math.floor(next() * 20);
  if (score >= 10) canvas.digit(Math.floor(score / 10), WIDTH - 118, 51, RED);
  canvas.digit(score % 10, WIDTH - 90, 51, RED);
  return PNG.sync.write(canvas.png, { colorType: 2 });
}
