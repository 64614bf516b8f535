// Whose scripts are in for a paper: of the candidates entered for its exam, those with every page
// scanned, those with pages missing (which), and those with no page at all (absent).
import type { ScanCompletenessQuery, ScanCompletenessResponse } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { paperPageCount } from './page-count';
import { completenessCounts, completenessList, paperExam } from './queries';

export async function scanCompleteness(
  q: Queryable,
  examPaperId: number,
  query: ScanCompletenessQuery,
): Promise<ScanCompletenessResponse> {
  const paper = await paperExam(q, examPaperId);
  if (!paper) throw notFound();
  const pageCount = await paperPageCount(q, examPaperId);
  const [counts, rows] = await Promise.all([
    completenessCounts(q, paper, pageCount),
    completenessList(q, paper, pageCount, query.list, query.offset, query.limit),
  ]);
  const allPages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return {
    page_count: pageCount,
    ...counts,
    list: query.list,
    total: counts[query.list],
    candidates: rows.map((row) => {
      const present = new Set(row.pages);
      return { candidate_no: row.candidate_no, name: row.name, pages_missing: allPages.filter((p) => !present.has(p)) };
    }),
  };
}
