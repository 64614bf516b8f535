// A remote's page, pre-rendered by the remote's build (dist/prerendered/<locale>/<pattern>.json, one
// copy per route pattern, published with its version), put into the shell's layout copy (prerendered/<locale>/_remote.html) so
// the first response shows the page while the code downloads, as the shell's own public pages do. The
// page is the current version's (a release or rollback changes it at once) and the layout the running
// shell's. Composed once per version and kept: the inputs are immutable files. The site's facts are
// filled in afterwards, per request (facts-page.ts).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { copyFileOf, LOCALES, REMOTE_COPY_SLOTS } from '@mockexam/contracts';
import type { RemotesResponse } from '@mockexam/contracts';

const RemoteCopy = z.object({ html: z.string(), styles: z.string(), title: z.string() });

export interface RemotePage {
  /** The composed page's file names and versions (a cache key). */
  key: string;
  text: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether `page` ('fps_payment/E123') is an address of `pattern` ('fps_payment/:id'): segment by segment, a ':param' takes any one non-empty segment. */
export function matchesPattern(pattern: string, page: string): boolean {
  const wanted = pattern.split('/');
  const given = page.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, i) => given[i] !== '' && (segment.startsWith(':') || segment === given[i]))
  );
}

const paramCount = (pattern: string) => pattern.split('/').filter((segment) => segment.startsWith(':')).length;

/**
 * The remote, version and route pattern that serve `page` (below the locale), from /remotes.json's view;
 * a literal route wins over a pattern that also matches. A copy holds no one's data (the remote's build
 * renders it with no session, a parameter with a placeholder it checks the page never prints), so it is
 * served whoever asks; the page's guard runs in the browser as always.
 */
export function owner(
  remotes: RemotesResponse,
  page: string,
): { name: string; version: string; pattern: string } | null {
  let best: { name: string; manifest: string; pattern: string } | null = null;
  for (const [name, { manifest, routes }] of Object.entries(remotes)) {
    for (const { path: pattern } of routes) {
      if (!matchesPattern(pattern, page)) continue;
      if (!best || paramCount(pattern) < paramCount(best.pattern)) best = { name, manifest, pattern };
    }
  }
  if (!best) return null;
  // manifest: /remotes/<name>/<version>/mf-manifest.json, both segments checked by the registry reader.
  const version = best.manifest.split('/')[3];
  return version ? { name: best.name, version, pattern: best.pattern } : null;
}

export function remoteCopies({ shellDist, remotesDir }: { shellDist: string; remotesDir: string }) {
  const cache = new Map<string, RemotePage>();

  /** The composed page for `relative` ('en/enrolment', 'en/fps_payment/E123'), or null when there is none to serve. */
  return async function remoteCopy(relative: string, remotes: RemotesResponse): Promise<RemotePage | null> {
    const [locale, ...rest] = relative.split('/');
    const page = rest.join('/');
    if (!(LOCALES as readonly string[]).includes(locale) || !page) return null;
    const found = owner(remotes, page);
    if (!found) return null;
    const layoutFile = path.join(shellDist, 'prerendered', locale, '_remote.html');
    const copyFile = path.join(remotesDir, found.name, found.version, 'prerendered', locale, copyFileOf(found.pattern));
    try {
      // The shell's layout changes when the shell is rebuilt under a running server (development).
      const key = `${copyFile}@${(await stat(layoutFile)).mtimeMs}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const copy = RemoteCopy.parse(JSON.parse(await readFile(copyFile, 'utf8')));
      const layout = await readFile(layoutFile, 'utf8');
      const text = layout
        .replace(REMOTE_COPY_SLOTS.styles, () => copy.styles)
        .replace(REMOTE_COPY_SLOTS.page, () => copy.html)
        .replace(/<title>([^<]*)<\/title>/, (_, service: string) =>
          copy.title ? `<title>${escapeHtml(copy.title)} | ${service}</title>` : `<title>${service}</title>`,
        );
      const composed = { key, text };
      // Keys come from released files only; a long-running server that saw many releases starts afresh.
      if (cache.size >= 200) cache.clear();
      cache.set(key, composed);
      return composed;
    } catch {
      // No copy in this version (or none readable): the plain shell serves the page.
      return null;
    }
  };
}
