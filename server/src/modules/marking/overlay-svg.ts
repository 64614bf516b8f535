// What a marked page shows on top of the scan, as SVG the size of the page image: the markers' ticks,
// crosses, underlines and short notes in red, and beside each question's region a red label with its
// final mark ("Q3  4 / 6"). Positions are fractions of the page, as the marks store them: a tick or
// cross is centred on (x, y), an underline runs from (x, y) for w, a note starts at x, centred on y (as
// the marking workspace shows them).
import type { Annotation } from '@mockexam/contracts';

export const MARK_RED = '#d21e1e';

export interface ScoreLabel {
  label: string;
  score: number;
  max: number;
  /** The question's first region on the page, in fractions of the page. */
  region: { x: number; y: number; w: number; h: number };
}

export interface PageOverlay {
  labels: ScoreLabel[];
  annotations: Annotation[];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** 4, 4.5: a mark as the reader writes it. */
const mark = (n: number) => String(Math.round(n * 100) / 100);

const FONT = "font-family=\"'Noto Sans TC', 'Noto Sans CJK TC', 'DejaVu Sans', sans-serif\"";

/** The overlay of a page image `width` x `height` pixels. */
export function overlaySvg(width: number, height: number, overlay: PageOverlay): string {
  const unit = width / 100; // one hundredth of the page's width
  const stroke = Math.max(2, unit * 0.35).toFixed(1);
  const px = (fx: number) => (fx * width).toFixed(1);
  const py = (fy: number) => (fy * height).toFixed(1);
  const parts: string[] = [];
  for (const a of overlay.annotations) {
    const x = a.x * width;
    const y = a.y * height;
    const s = unit * 1.6;
    if (a.kind === 'tick') {
      parts.push(
        `<path d="M${(x - s).toFixed(1)} ${y.toFixed(1)} L${(x - s * 0.3).toFixed(1)} ${(y + s * 0.75).toFixed(1)} ` +
          `L${(x + s).toFixed(1)} ${(y - s).toFixed(1)}" fill="none" stroke="${MARK_RED}" stroke-width="${stroke}" ` +
          `stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    } else if (a.kind === 'cross') {
      const d = s * 0.8;
      parts.push(
        `<path d="M${(x - d).toFixed(1)} ${(y - d).toFixed(1)} L${(x + d).toFixed(1)} ${(y + d).toFixed(1)} ` +
          `M${(x + d).toFixed(1)} ${(y - d).toFixed(1)} L${(x - d).toFixed(1)} ${(y + d).toFixed(1)}" ` +
          `fill="none" stroke="${MARK_RED}" stroke-width="${stroke}" stroke-linecap="round"/>`,
      );
    } else if (a.kind === 'underline') {
      const end = Math.min(1, a.x + a.w);
      parts.push(
        `<line x1="${px(a.x)}" y1="${py(a.y)}" x2="${px(end)}" y2="${py(a.y)}" stroke="${MARK_RED}" ` +
          `stroke-width="${stroke}" stroke-linecap="round"/>`,
      );
    } else {
      const size = unit * 2;
      parts.push(
        `<text x="${px(a.x)}" y="${(y + size * 0.35).toFixed(1)}" ${FONT} font-size="${size.toFixed(1)}" fill="${MARK_RED}">` +
          `${escapeXml(a.text)}</text>`,
      );
    }
  }
  for (const l of overlay.labels) {
    const text = `Q${l.label}  ${mark(l.score)} / ${mark(l.max)}`;
    const size = unit * 2.4;
    const boxWidth = text.length * size * 0.62 + unit * 1.6;
    const boxHeight = size * 1.5;
    // Inside the region's top right corner, kept on the page.
    const right = Math.min(width, (l.region.x + l.region.w) * width) - unit * 0.5;
    const left = Math.max(0, right - boxWidth);
    const top = Math.max(0, l.region.y * height + unit * 0.5);
    parts.push(
      `<rect x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${boxWidth.toFixed(1)}" height="${boxHeight.toFixed(1)}" ` +
        `fill="#ffffff" fill-opacity="0.85" stroke="${MARK_RED}" stroke-width="${stroke}"/>`,
      `<text x="${(left + unit * 0.8).toFixed(1)}" y="${(top + size * 1.1).toFixed(1)}" ${FONT} font-size="${size.toFixed(1)}" ` +
        `font-weight="bold" fill="${MARK_RED}" xml:space="preserve">${escapeXml(text)}</text>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    parts.join('') +
    '</svg>'
  );
}
