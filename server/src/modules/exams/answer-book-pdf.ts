// Drawing an answer book's pages with pdfkit: A4, a margin a scanner keeps, the page's QR code (the
// answer book code) in the top right corner and the same in words beside it, then the ruled answer
// space with the layout's regions outlined. Names are Chinese: the Noto Sans TC font of the npm
// registry is embedded (pdfkit embeds only the glyphs used), so no system font is needed.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { answerBookCode, paperHeading, type AnswerBookOwner } from '@mockexam/contracts';
import type { PrintedPaper } from './answer-book-queries';

const MM = 72 / 25.4;
const PAGE = { width: 595.28, height: 841.89 };
/** Scanners and printers lose up to 5 mm at the edges; nothing that matters is drawn within 12 mm. */
const MARGIN = 12 * MM;
/** Version 3 is 29 modules; at 0.8 mm each the code is 23 mm wide, read easily from a 200 dpi scan. */
const QR_MODULE = 0.8 * MM;
const QR_QUIET = 4 * QR_MODULE;
const HEADER_BOTTOM = MARGIN + 44 * MM;
const FOOTER_TOP = PAGE.height - MARGIN - 7 * MM;
const LINE_GAP = 9 * MM;
const FONT = 'cjk';

const require = createRequire(import.meta.url);
let fontBytes: Promise<Buffer> | null = null;
/** The font file, read once per process. */
function cjkFont(): Promise<Buffer> {
  fontBytes ??= readFile(require.resolve('@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf'));
  return fontBytes;
}

export type BookDocument = PDFKit.PDFDocument;

export async function newBookDocument(title: string): Promise<BookDocument> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: title } });
  doc.registerFont(FONT, await cjkFont());
  return doc;
}

/** The page's QR code as filled rectangles, one per run of dark modules in a row (vector, sharp at any scale). */
function drawCode(doc: BookDocument, text: string, right: number, top: number): number {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M', version: 3 });
  const size = modules.size;
  const side = size * QR_MODULE;
  const left = right - side;
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col += 1;
      // A hair taller than a module so rows meet without a seam when rasterised.
      doc.rect(left + start * QR_MODULE, top + row * QR_MODULE, (col - start) * QR_MODULE, QR_MODULE + 0.05);
    }
  }
  doc.fillColor('black').fill();
  return side;
}

/** Who the book is for, in words beside the code; a blank book has boxes for the candidate number instead. */
export interface BookOwnerWords {
  lines: string[];
  candidateBoxes?: boolean;
}

function pageOf(page: number, pageCount: number) {
  return `第 ${page} 頁，共 ${pageCount} 頁\u3000Page ${page} of ${pageCount}`;
}

function questionsOn(paper: PrintedPaper, page: number) {
  return paper.questions.filter((question) => question.pages.includes(page)).map((question) => question.label);
}

/** The ruled answer space, with the layout's regions outlined and labelled. */
function drawAnswerSpace(doc: BookDocument, paper: PrintedPaper, page: number) {
  const top = HEADER_BOTTOM + 4 * MM;
  const width = PAGE.width - 2 * MARGIN;
  doc
    .lineWidth(0.8)
    .strokeColor('#000000')
    .rect(MARGIN, top, width, FOOTER_TOP - top)
    .stroke();
  doc.lineWidth(0.3).strokeColor('#9a9a9a');
  for (let y = top + LINE_GAP; y < FOOTER_TOP - 2 * MM; y += LINE_GAP) {
    doc
      .moveTo(MARGIN + 3 * MM, y)
      .lineTo(MARGIN + width - 3 * MM, y)
      .stroke();
  }
  for (const question of paper.questions) {
    for (const region of question.regions.filter((r) => r.page === page)) {
      const x = region.x * PAGE.width;
      const y = region.y * PAGE.height;
      doc
        .lineWidth(0.6)
        .strokeColor('#555555')
        .dash(3, { space: 2 })
        .rect(x, y, region.w * PAGE.width, region.h * PAGE.height)
        .stroke()
        .undash();
      doc
        .font(FONT)
        .fontSize(8)
        .fillColor('#333333')
        .text(`${question.label}`, x + 2, y + 2, { lineBreak: false });
    }
  }
}

/** One page of a book: code, words, answer space and footer. */
export function drawBookPage(
  doc: BookDocument,
  paper: PrintedPaper,
  owner: AnswerBookOwner,
  page: number,
  words: BookOwnerWords,
) {
  doc.addPage({ size: 'A4', margin: 0 });
  const code = answerBookCode({ exam_paper_id: paper.exam_paper_id, owner, page });
  const right = PAGE.width - MARGIN - QR_QUIET;
  const side = drawCode(doc, code, right, MARGIN + QR_QUIET / 2);
  doc
    .font(FONT)
    .fontSize(6.5)
    .fillColor('#000000')
    .text(code, right - side, MARGIN + QR_QUIET / 2 + side + 2, { width: side, align: 'center', lineBreak: false });

  const textWidth = right - side - QR_QUIET - MARGIN;
  const exam =
    paper.exam_title_zh === paper.exam_title_en
      ? paper.exam_title_zh
      : `${paper.exam_title_zh}\u3000${paper.exam_title_en}`;
  // The paper's number once, before titles that do not name it already ('卷一 閱讀能力', 'Paper 1 Reading').
  const headingZh = paperHeading(paper.paper_no, paper.paper_title_zh)['zh-hk'];
  const headingEn = paperHeading(paper.paper_no, paper.paper_title_en).en;
  const paperTitle = headingZh === headingEn ? headingZh : `${headingZh}\u3000${headingEn}`;
  doc
    .font(FONT)
    .fontSize(12)
    .fillColor('#000000')
    .text(exam, MARGIN, MARGIN, { width: textWidth, lineBreak: false, ellipsis: true });
  doc.fontSize(10).text(paperTitle, {
    width: textWidth,
    lineBreak: false,
    ellipsis: true,
  });
  doc.moveDown(0.3);
  if (words.candidateBoxes) {
    const top = doc.y + 1;
    doc.text('考生編號 Candidate No.', MARGIN, top + 2 * MM, { lineBreak: false });
    drawCandidateBoxes(doc, MARGIN + 40 * MM, top);
    doc.text('', MARGIN, top + 8 * MM);
  }
  for (const line of words.lines) doc.text(line, MARGIN, doc.y, { width: textWidth, lineBreak: false, ellipsis: true });
  doc.fontSize(11).text(pageOf(page, paper.page_count), { width: textWidth, lineBreak: false });
  const labels = questionsOn(paper, page);
  if (labels.length > 0)
    doc.fontSize(9).text(`本頁題目 Questions on this page：${labels.join('、')}`, {
      width: textWidth,
      lineBreak: false,
      ellipsis: true,
    });

  drawAnswerSpace(doc, paper, page);
  doc
    .font(FONT)
    .fontSize(7.5)
    .fillColor('#333333')
    .text(
      `請只在框內作答，勿在邊界書寫\u3000Write inside the frame only\u3000|\u3000${code}`,
      MARGIN,
      FOOTER_TOP + 2 * MM,
      {
        width: PAGE.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      },
    );
}

/** Boxes for the candidate number written by hand on a blank book's first lines. */
function drawCandidateBoxes(doc: BookDocument, left: number, top: number) {
  const box = 7 * MM;
  doc.lineWidth(0.8).strokeColor('#000000');
  for (let i = 0; i < 8; i += 1) doc.rect(left + i * box, top, box, box).stroke();
  return box;
}
