import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { dbKinds } from '../support/db';
import { SHELL_INDEX, startTestApp, type TestApp } from '../support/app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A served page without the site's facts the server adds before </head> (site-facts.test.ts checks them). */
const withoutFacts = (html: string) =>
  html.replace(/<script type="application\/json" id="site-facts">[^<]*<\/script>/, '');

for (const kind of dbKinds()) {
  describe(`static hosting on ${kind}`, () => {
    let t: TestApp;
    const writeRegistry = (registry: unknown) =>
      writeFile(path.join(t.remotesDir, 'registry.json'), JSON.stringify(registry));

    before(async () => {
      t = await startTestApp(kind);
      await mkdir(path.join(t.shellDist, 'static/js'), { recursive: true });
      await writeFile(path.join(t.shellDist, 'static/js/main.3f2a1b4c9d.js'), 'console.log("shell")');
      await writeFile(path.join(t.shellDist, 'favicon.ico'), 'icon');
      // The builds write compressed copies beside each asset.
      const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
      await writeFile(path.join(t.shellDist, 'static/js/big.0123456789.js'), big);
      await writeFile(path.join(t.shellDist, 'static/js/big.0123456789.js.br'), brotliCompressSync(big));
      await writeFile(path.join(t.shellDist, 'static/js/big.0123456789.js.gz'), gzipSync(big));
      for (const version of ['1.0.0', '1.1.0']) {
        const dir = path.join(t.remotesDir, 'mf-enrolment', version);
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ version }));
        await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
        await writeFile(path.join(dir, '123.abcdef0123.js'), 'chunk');
      }
    });
    after(() => t.close());

    it('SPA fallback: any page route answers the shell index with no-cache', async () => {
      for (const url of ['/', '/zh-hk', '/zh-hk/aboutus', '/en/exam-report/m/12', '/made/up/path']) {
        const response = await t.app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 200, url);
        assert.equal(response.body, SHELL_INDEX, url);
        assert.match(String(response.headers['content-type']), /text\/html/);
        assert.equal(response.headers['cache-control'], 'no-cache', url);
        assert.match(String(response.headers['content-security-policy']), /style-src 'self' 'unsafe-inline'/);
        assert.match(String(response.headers['content-security-policy']), /img-src 'self' data: blob:/);
      }
    });

    it('a public page in each language answers its pre-rendered copy once the build has written it', async () => {
      const pages = {
        'zh-hk/index': '<html lang="zh-HK">首頁</html>',
        'en/index': '<html lang="en">Home</html>',
        'en/faq': '<html lang="en">FAQ</html>',
      };
      for (const [page, html] of Object.entries(pages)) {
        await mkdir(path.join(t.shellDist, 'prerendered', page.split('/')[0]), { recursive: true });
        await writeFile(path.join(t.shellDist, 'prerendered', `${page}.html`), html);
      }
      try {
        for (const [url, html] of [
          ['/zh-hk', pages['zh-hk/index']],
          ['/en/', pages['en/index']],
          ['/en/faq', pages['en/faq']],
        ]) {
          const response = await t.app.inject({ method: 'GET', url });
          assert.equal(response.body, html, url);
          assert.equal(response.headers['cache-control'], 'no-cache', url);
        }
        // Pages without a copy, deeper paths and unknown locales still get the plain shell.
        for (const url of ['/zh-hk/faq', '/en/faq/more', '/fr', '/fr/faq', '/', '/en/enrolment']) {
          assert.equal((await t.app.inject({ method: 'GET', url })).body, SHELL_INDEX, url);
        }
      } finally {
        await rm(path.join(t.shellDist, 'prerendered'), { recursive: true, force: true });
      }
    });

    it("a remote's page comes pre-rendered inside the shell's layout copy, from the current version", async () => {
      const layout =
        '<html lang="en"><head><meta charset="utf-8"/><!--remote-styles--><title>HKDSE Mock Exam</title></head>' +
        '<body><div id="root" hidden></div><div id="prerendered"><main><!--remote-page--></main></div></body></html>';
      const copy = { html: '<h1>Select papers</h1>', styles: '<style>.a{color:red}</style>', title: 'Select <papers>' };
      await mkdir(path.join(t.shellDist, 'prerendered/en'), { recursive: true });
      await writeFile(path.join(t.shellDist, 'prerendered/en/_remote.html'), layout);
      const copyDir = path.join(t.remotesDir, 'mf-enrolment/1.1.0/prerendered/en');
      await mkdir(copyDir, { recursive: true });
      await writeFile(path.join(copyDir, 'enrolment.json'), JSON.stringify(copy));
      await writeFile(path.join(copyDir, 'order-history.json'), JSON.stringify(copy));
      // A route with a parameter has one copy, named from its pattern.
      await mkdir(path.join(copyDir, 'fps_payment'), { recursive: true });
      await writeFile(path.join(copyDir, 'fps_payment/_id_.json'), JSON.stringify(copy));
      const routes = [
        { path: 'enrolment', access: 'public' },
        { path: 'order-history', access: 'candidate' },
        { path: 'fps_payment/:id', access: 'candidate' },
      ];
      const registry = (current: string) => ({ remotes: { 'mf-enrolment': { current, history: [], routes } } });
      try {
        await writeRegistry(registry('1.1.0'));
        const expected =
          '<html lang="en"><head><meta charset="utf-8"/><style>.a{color:red}</style>' +
          '<title>Select &lt;papers&gt; | HKDSE Mock Exam</title></head><body><div id="root" hidden></div>' +
          '<div id="prerendered"><main><h1>Select papers</h1></main></div></body></html>';
        const br = await t.app.inject({
          method: 'GET',
          url: '/en/enrolment',
          headers: { 'accept-encoding': 'gzip, br' },
        });
        assert.equal(br.headers['content-encoding'], 'br');
        assert.equal(withoutFacts(brotliDecompressSync(br.rawPayload).toString()), expected);
        assert.match(String(br.headers['content-type']), /text\/html/);
        assert.equal(br.headers['cache-control'], 'no-cache');
        const plain = await t.app.inject({ method: 'GET', url: '/en/enrolment', headers: { 'accept-encoding': '' } });
        assert.equal(plain.headers['content-encoding'], undefined);
        assert.equal(withoutFacts(plain.body), expected);
        // A page behind a login has a copy too (rendered with no session, it holds nobody's data).
        assert.equal(withoutFacts((await t.app.inject({ method: 'GET', url: '/en/order-history' })).body), expected);
        // Any order's page gets its pattern's copy.
        for (const url of ['/en/fps_payment/E2026000123', '/en/fps_payment/_id_', '/en/fps_payment//E1']) {
          assert.equal(withoutFacts((await t.app.inject({ method: 'GET', url })).body), expected, url);
        }
        // A language without a copy, a deeper or shorter path, a page no remote owns, a hidden segment: the plain shell.
        for (const url of [
          '/zh-hk/enrolment',
          '/en/enrolment/more',
          '/en/nothing',
          '/en/fps_payment',
          '/en/fps_payment/E1/more',
          '/zh-hk/fps_payment/E1',
        ]) {
          assert.equal((await t.app.inject({ method: 'GET', url })).body, SHELL_INDEX, url);
        }
        // Rolled back to a version without a copy: the plain shell at once.
        await writeRegistry(registry('1.0.0'));
        assert.equal((await t.app.inject({ method: 'GET', url: '/en/enrolment' })).body, SHELL_INDEX);
        // A version whose copy is not what the build writes: not served.
        const broken = path.join(t.remotesDir, 'mf-enrolment/1.2.0/prerendered/en');
        await mkdir(broken, { recursive: true });
        await writeFile(path.join(broken, 'enrolment.json'), '{"html": 1}');
        await writeRegistry(registry('1.2.0'));
        assert.equal((await t.app.inject({ method: 'GET', url: '/en/enrolment' })).body, SHELL_INDEX);
      } finally {
        await rm(path.join(t.shellDist, 'prerendered'), { recursive: true, force: true });
        await rm(path.join(t.remotesDir, 'mf-enrolment/1.1.0/prerendered'), { recursive: true, force: true });
        await rm(path.join(t.remotesDir, 'mf-enrolment/1.2.0'), { recursive: true, force: true });
        await writeRegistry({ remotes: {} });
      }
    });

    it('shell assets: hashed files cache for a year, others revalidate, missing ones 404', async () => {
      const hashed = await t.app.inject({ method: 'GET', url: '/static/js/main.3f2a1b4c9d.js' });
      assert.equal(hashed.statusCode, 200);
      assert.equal(hashed.headers['cache-control'], IMMUTABLE);
      assert.equal(hashed.body, 'console.log("shell")');
      const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
      assert.equal(icon.headers['cache-control'], 'no-cache');
      const missing = await t.app.inject({ method: 'GET', url: '/static/js/gone.12345678.js' });
      assert.equal(missing.statusCode, 404);
    });

    it('sends the pre-compressed copy the browser accepts, and the plain file otherwise', async () => {
      const url = '/static/js/big.0123456789.js';
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      assert.equal(br.statusCode, 200);
      assert.equal(br.headers['content-encoding'], 'br');
      assert.match(String(br.headers['content-type']), /javascript/);
      assert.match(brotliDecompressSync(br.rawPayload).toString(), /^console\.log/);
      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      const plain = await t.app.inject({ method: 'GET', url });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.match(plain.body, /^console\.log/);
    });

    it('/api paths never fall back to the shell', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/zh-hk/aboutus' });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'NOT_FOUND');
    });

    it("/remotes.json: {} without a registry, then each current version's manifest and routes, never cached", async () => {
      const empty = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      assert.equal(empty.statusCode, 200);
      assert.deepEqual(empty.json(), {});
      assert.equal(empty.headers['cache-control'], 'no-store');

      // 1.1.0 owns one more page than 1.0.0 (the release script copies each version's routes.json in).
      const enrolment = { path: 'enrolment', access: 'public' };
      const added = { path: 'enrolment/new-page/:id', access: 'candidate' };
      // A page that does without antd says so; the shell then mounts it without loading antd.
      const plain = { path: 'order-history', access: 'candidate', antd: false };
      await writeRegistry({
        remotes: {
          'mf-enrolment': {
            current: '1.1.0',
            history: ['1.0.0'],
            // A malformed route is dropped, not the registry.
            routes: [
              enrolment,
              added,
              plain,
              { path: '/../x', access: 'public' },
              { path: 'x', access: 'root' },
              { path: 'y', access: 'public', antd: 'no' },
            ],
          },
          'mf-admin': { current: null, history: [] },
        },
      });
      const listed = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      assert.equal(listed.headers['cache-control'], 'no-store');
      assert.deepEqual(listed.json(), {
        'mf-enrolment': {
          manifest: '/remotes/mf-enrolment/1.1.0/mf-manifest.json',
          routes: [
            { path: 'enrolment', access: 'public' },
            { path: 'enrolment/new-page/:id', access: 'candidate' },
            { path: 'order-history', access: 'candidate', antd: false },
          ],
        },
      });

      // A rollback is a registry write: the next request sees it without a restart.
      await writeRegistry({ remotes: { 'mf-enrolment': { current: '1.0.0', history: [], routes: [enrolment] } } });
      const rolledBack = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      assert.deepEqual(rolledBack.json(), {
        'mf-enrolment': {
          manifest: '/remotes/mf-enrolment/1.0.0/mf-manifest.json',
          routes: [{ path: 'enrolment', access: 'public' }],
        },
      });
    });

    it('/remotes.json ignores a broken registry and unsafe names', async () => {
      await writeFile(path.join(t.remotesDir, 'registry.json'), '{ not json');
      assert.deepEqual((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json(), {});
      await writeRegistry({
        remotes: { '../etc': { current: '1.0.0', history: [] }, 'mf-school': { current: '../../x', history: [] } },
      });
      assert.deepEqual((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json(), {});
    });

    it('published remote files are served with a one-year immutable cache', async () => {
      for (const file of ['mf-manifest.json', 'remoteEntry.js', '123.abcdef0123.js']) {
        const response = await t.app.inject({ method: 'GET', url: `/remotes/mf-enrolment/1.0.0/${file}` });
        assert.equal(response.statusCode, 200, file);
        assert.equal(response.headers['cache-control'], IMMUTABLE, file);
        assert.equal(response.headers['x-content-type-options'], 'nosniff');
      }
      const manifest = await t.app.inject({ method: 'GET', url: '/remotes/mf-enrolment/1.1.0/mf-manifest.json' });
      assert.deepEqual(manifest.json(), { version: '1.1.0' });
      assert.match(String(manifest.headers['content-type']), /application\/json/);
    });

    it('nothing outside a version folder is served from the remotes folder', async () => {
      await writeRegistry({ remotes: {} });
      for (const url of [
        '/remotes/registry.json',
        '/remotes/mf-enrolment/1.0.0/missing.js',
        '/remotes/mf-enrolment/../registry.json',
        '/remotes/%2e%2e/registry.json',
        '/remotes/mf-enrolment/1.0.0/..%2f..%2fregistry.json',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.doesNotMatch(response.body, /remotes"/, url);
      }
    });
  });
}
