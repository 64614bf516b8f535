// The scoring reference of the guideline popup: on a phone by question, on a desktop by page
// (spec section 2). A page's reference is the items of that page for the questions on it, since
// page numbers repeat from one paper to the next.
import type { GuidelineItem } from '@mockexam/contracts';

export const guidelinesForQuestion = (items: GuidelineItem[], questionId: number): GuidelineItem[] =>
  items.filter((item) => item.q_id === questionId);

export const guidelinesForPage = (items: GuidelineItem[], page: number, questionIds: number[]): GuidelineItem[] =>
  items.filter((item) => item.page === page && questionIds.includes(item.q_id));
