// "Download all": one self-contained web page with every ticket (the same markup as the screen), each on
// its own A4 page when printed. A web page rather than PNGs or a PDF: the text stays sharp, selectable
// and in the candidate's language with their system fonts, it needs no PDF library in the bundle, and
// opening it and printing (or "Save as PDF") gives the same A4 pages as "Print all".

const STYLE = `
@page { size: A4 portrait; margin: 15mm; }
body { font-family: "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", Arial, sans-serif; color: #000; margin: 0; padding: 16px; }
.ticket-sheet { max-width: 180mm; margin: 0 auto 24px; break-after: page; page-break-after: always; }
.ticket-sheet:last-child { break-after: auto; page-break-after: auto; }
.admission-ticket { border: 1.5pt solid #000; border-radius: 8px; padding: 20px; break-inside: avoid; }
.ticket-header { border-bottom: 1px solid #999; margin-bottom: 12px; }
.ticket-header h2 { margin: 0 0 4px; }
.ticket-fields { display: grid; grid-template-columns: 45mm 1fr; gap: 6px 16px; margin: 0; }
.ticket-fields dt { font-weight: 600; }
.ticket-fields dd { margin: 0; }
.ticket-papers { margin: 0; padding-left: 18px; }
.candidate-no { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 1.3em; letter-spacing: 0.1em; }
.ticket-notes { margin-top: 16px; font-size: 0.92em; }
.ticket-footer { margin-top: 12px; font-size: 0.85em; color: #333; }
@media print { body { padding: 0; } .ticket-sheet { margin: 0; } }
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The page: `ticketsHtml` is the rendered tickets (each in a .ticket-sheet). */
export function ticketsPage(ticketsHtml: string, title: string, lang: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${ticketsHtml}</body>
</html>
`;
}

/** Saves `html` as `fileName` through a temporary link. */
export function saveHtml(html: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
