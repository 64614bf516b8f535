// The layout being edited: page count, each question's pages and regions. Changing the page count drops
// pages (and their regions) past it; taking a page from a question drops its regions on that page; the
// draft is checked with the same rules as the server before it is saved.
import { layoutProblems, type LayoutRegion, type PaperLayout, type PaperLayoutRequest } from '@mockexam/contracts';

export interface DraftQuestion {
  question_id: number;
  label: string;
  pages: number[];
  regions: LayoutRegion[];
}

export interface LayoutDraft {
  page_count: number;
  questions: DraftQuestion[];
}

export function draftOf(layout: PaperLayout): LayoutDraft {
  return {
    page_count: layout.page_count,
    questions: layout.questions.map((q) => ({ ...q, pages: [...q.pages], regions: q.regions.map((r) => ({ ...r })) })),
  };
}

export function withPageCount(draft: LayoutDraft, pageCount: number): LayoutDraft {
  return {
    page_count: pageCount,
    questions: draft.questions.map((q) => ({
      ...q,
      pages: q.pages.filter((page) => page <= pageCount),
      regions: q.regions.filter((region) => region.page <= pageCount),
    })),
  };
}

export function withPages(draft: LayoutDraft, questionId: number, pages: number[]): LayoutDraft {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  return update(draft, questionId, (q) => ({
    ...q,
    pages: sorted,
    regions: q.regions.filter((region) => sorted.includes(region.page)),
  }));
}

/** Adds a region; its page joins the question's pages. */
export function withRegionAdded(draft: LayoutDraft, questionId: number, region: LayoutRegion): LayoutDraft {
  return update(draft, questionId, (q) => ({
    ...q,
    pages: q.pages.includes(region.page) ? q.pages : [...q.pages, region.page].sort((a, b) => a - b),
    regions: [...q.regions, region],
  }));
}

export function withRegion(
  draft: LayoutDraft,
  questionId: number,
  index: number,
  region: LayoutRegion | null,
): LayoutDraft {
  return update(draft, questionId, (q) => ({
    ...q,
    regions:
      region === null ? q.regions.filter((_, i) => i !== index) : q.regions.map((r, i) => (i === index ? region : r)),
  }));
}

function update(draft: LayoutDraft, questionId: number, change: (q: DraftQuestion) => DraftQuestion): LayoutDraft {
  return { ...draft, questions: draft.questions.map((q) => (q.question_id === questionId ? change(q) : q)) };
}

export function requestOf(draft: LayoutDraft): PaperLayoutRequest {
  return {
    page_count: draft.page_count,
    questions: draft.questions.map(({ question_id, pages, regions }) => ({ question_id, pages, regions })),
  };
}

/** What the server would refuse, as field path -> message key; a question without pages included. */
export function draftProblems(draft: LayoutDraft): Record<string, string> {
  const problems: Record<string, string> = layoutProblems(
    requestOf(draft),
    draft.questions.map((q) => q.question_id),
  );
  draft.questions.forEach((q, i) => {
    if (q.pages.length === 0) problems[`questions.${i}.pages`] = 'LAYOUT_QUESTION_NO_PAGE';
  });
  return problems;
}
