// A realistic scanned answer-book page for the marking images: the printed book page (its code, header,
// ruled answer space and the layout's regions) drawn by the answer-book printer, written on in blue pen
// (Chinese prose on every ruled line of the answer space), rasterised at the intake's 150 dpi as a
// scanner would, with a scanner's grain on top.
import { MARKING_IMAGE_MAX_WIDTH } from '@mockexam/contracts';
import sharp from 'sharp';
import { drawBookPage, newBookDocument } from '../../src/modules/exams/answer-book-pdf';
import type { PrintedPaper } from '../../src/modules/exams/answer-book-queries';
import { RENDER_DPI } from '../../src/modules/scans/page-images';

const PROSE =
  '作者借景抒情，以秋日落葉寫出對故鄉的思念。文中「歸雁」一詞既寫眼前之景，亦暗示遊子欲歸而不得的無奈，' +
  '情景交融，令讀者感同身受。第二段轉寫童年往事，筆調由哀轉暖，與首段形成對比，突出今昔之別。';

/** The PDF of one written-on page of a paper whose question 1 fills the answer space of page 1. */
async function writtenPagePdf(paperId: number): Promise<Buffer> {
  const paper: PrintedPaper = {
    exam_paper_id: paperId,
    exam_id: 1,
    subject_code: 'chi',
    cycle_id: 1,
    exam_title_zh: '模擬考試',
    exam_title_en: 'Mock Examination',
    paper_no: 1,
    paper_title_zh: '閱讀能力',
    paper_title_en: 'Reading',
    page_count: 2,
    questions: [{ label: '1', pages: [1], regions: [{ page: 1, x: 0.06, y: 0.16, w: 0.88, h: 0.78 }] }],
  };
  const doc = await newBookDocument('scan');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  drawBookPage(doc, paper, { kind: 'candidate', candidate_no: 'AB123456' }, 1, { lines: ['AB123456'] });
  // Handwriting on the ruled lines of the answer space.
  doc.fillColor('#1c2a78').fontSize(13);
  for (let line = 0, y = 150; y < 770; line += 1, y += 22.6) {
    const start = (line * 17) % PROSE.length;
    const text = (PROSE + PROSE).slice(start, start + 30 - (line % 4));
    doc.text(text, 52 + (line % 3) * 2, y, { lineBreak: false });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The page as a scanner writes it: a PNG at 150 dpi (1240 x 1754) with grain. */
export async function scannedPage(paperId = 1): Promise<Buffer> {
  const mupdf = await import('mupdf');
  const document = mupdf.Document.openDocument(await writtenPagePdf(paperId), 'application/pdf');
  try {
    const page = document.loadPage(0);
    const scale = RENDER_DPI / 72;
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const pixels = Buffer.from(pixmap.getPixels());
    pixmap.destroy();
    page.destroy();
    // A scanner's grain: a seeded ±6 on every sample, paper a shade off white.
    let seed = 12345;
    for (let i = 0; i < pixels.length; i += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = ((seed >>> 16) % 13) - 6;
      pixels[i] = Math.max(0, Math.min(255, pixels[i] - 4 + grain));
    }
    return await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
  } finally {
    document.destroy();
  }
}

export { MARKING_IMAGE_MAX_WIDTH };
