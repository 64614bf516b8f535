// The papers chosen in the enrolment draft: what a tick changes, and what leaves the draft once the
// papers on offer are known.
import { useEffect } from 'react';
import type { Product } from '@mockexam/contracts';
import { sessionStore, type SelectedExam } from '@mockexam/session';

/** The selection with `product` ticked or unticked, and its total in HKD dollars (to the cent). */
export function toggledSelection(current: SelectedExam[], product: Product, on: boolean) {
  const others = current.filter((e) => String(e.product_id) !== product.product_id);
  const selected_exam = on ? [...others, { product_id: product.product_id, price: product.price }] : others;
  return {
    selected_exam,
    selected_total_amount: Math.round(selected_exam.reduce((sum, e) => sum + e.price, 0) * 100) / 100,
  };
}

/** The selection without subjects the candidate already holds or that are no longer offered; null when nothing leaves. */
export function keptSelection(current: SelectedExam[], products: Product[]) {
  const keep = current.filter((e) => products.some((p) => p.product_id === String(e.product_id) && !p.enrolled));
  if (keep.length === current.length) return null;
  return { selected_exam: keep, selected_total_amount: keep.reduce((sum, e) => sum + e.price, 0) };
}

/** Each time the papers on offer arrive (they are loaded again when the session changes), the draft keeps only those. */
export function useDraftKeepsOffered(products: Product[] | undefined): void {
  useEffect(() => {
    if (!products) return;
    const kept = keptSelection(sessionStore.getState().enrolmentDraft.selected_exam, products);
    if (kept) sessionStore.getState().updateDraft(kept);
  }, [products]);
}
