// Texts kept in both languages sit in two columns, <name>_zh and <name>_en (the wire's suffixes). A
// reader's language picks one; the name is built from a fixed column and the locale, never from input.
import type { Locale } from '@mockexam/contracts';

/** `e.title1` read in `locale`: 'e.title1_en' or 'e.title1_zh'. */
export function columnIn(column: string, locale: Locale): string {
  return `${column}_${locale === 'en' ? 'en' : 'zh'}`;
}

/** The column in the reader's language as `alias`, and both languages' columns as <alias>_zh, <alias>_en. */
export function textColumns(column: string, alias: string, locale: Locale): string {
  return `${columnIn(column, locale)} as ${alias}, ${column}_zh as ${alias}_zh, ${column}_en as ${alias}_en`;
}
