// The back office's sections and their addresses below /{locale}: the navigation menu lists them in this order.
export const SECTIONS = [
  'overview',
  'orders',
  'receipts',
  'schools',
  'cycle',
  'exams',
  'markers',
  'notifications',
  'audit',
] as const;
export type Section = (typeof SECTIONS)[number];

/** 'overview' -> 'admin/home', 'orders' -> 'admin/orders'. */
export const sectionPath = (section: Section): string => (section === 'overview' ? 'admin/home' : `admin/${section}`);

/** The address of a back-office page under the locale: ('en', 'orders/100001') -> '/en/admin/orders/100001'. */
export const adminHref = (locale: string, path: string, search?: URLSearchParams | Record<string, string>): string => {
  const query = new URLSearchParams(search).toString();
  return `/${locale}/admin/${path}${query ? `?${query}` : ''}`;
};

/**
 * Where a link of the tabbed home (admin/orders/100001) lives now
 * (admin/orders/100001), or null when the search names no section.
 */
export function sectionAddress(search: URLSearchParams): { path: string; search: URLSearchParams } | null {
  const section = search.get('section');
  if (!section || !(SECTIONS as readonly string[]).includes(section)) return null;
  const rest = new URLSearchParams(search);
  rest.delete('section');
  const id = section === 'orders' ? rest.get('order') : section === 'exams' ? rest.get('exam') : null;
  rest.delete(section === 'orders' ? 'order' : 'exam');
  const base = section === 'overview' ? 'home' : section;
  return { path: id ? `${base}/${encodeURIComponent(id)}` : base, search: rest };
}
