// Every HTML page the server sends carries the site's facts (the current cycle's dates, the contact
// details): the build leaves marked slots in the pre-rendered pages, and here they are filled and the
// facts added as JSON (fillSiteFacts in @mockexam/contracts/siteFacts) for the live page to read at start.
// Why per request: the facts are read from the database for every HTML request (a few indexed look-ups),
// so a date or phone number staff change on one instance shows on the next page any instance serves —
// no cache to invalidate across instances. What is cached is the compressed result, keyed by the page
// file's version and the facts' own text, so unchanged facts cost no compression.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fillSiteFacts, type Locale, type SiteFacts } from '@mockexam/contracts';

export interface ComposedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function factsPages() {
  const cache = new Map<string, ComposedPage>();

  /** `source`: the page as built, named by `sourceKey` (its file and version); `locale`: its language. */
  return function withFacts(sourceKey: string, source: string, facts: SiteFacts, locale: Locale): ComposedPage {
    const factsJson = JSON.stringify(facts);
    const key = `${sourceKey}#${locale}#${createHash('sha1').update(factsJson).digest('base64url')}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const html = Buffer.from(fillSiteFacts(source, facts, locale));
    const composed = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    // Pages times fact versions stays small; a long-running server that saw many edits starts afresh.
    if (cache.size >= 200) cache.clear();
    cache.set(key, composed);
    return composed;
  };
}
