// The page image URLs a report hands out: authorised calls (never a public folder) that the browser
// loads with ?access_token= appended (pageImageUrl in the api-client).
export type ScanKind = 'scan' | 'marked';

/** A candidate's scanned page, unmarked or marked (marked_pages.id). */
export const pageImageUrl = (markedPageId: number, kind: ScanKind) =>
  `/api/report/page_image/${markedPageId}?kind=${kind}`;

/** The paper's blank page, for a candidate without a scan of it (report_pages.id). */
export const blankPageUrl = (reportPageId: number) => `/api/report/blank_page/${reportPageId}`;
