// Copy from data: staff move the cycle's dates and change the office's phone in the back office's
// API, and every public page that shows them follows at once, in its first response (the pre-rendered copy,
// filled by the server) and in the live page that replaces it, in both languages.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { staffToken } from '../support/schools';

interface Site {
  contact: Record<string, string>;
  cycle: { person_enrol_end: string | null; milestones: Record<string, string | null> } | null;
}

async function put(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.put(`/api${url}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function currentCycleId(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/admin/cycles', { headers: { Authorization: `Bearer ${token}` } });
  const cycles = (await response.json()) as { cycle_id: number; is_current: boolean }[];
  return cycles.find((c) => c.is_current)!.cycle_id;
}

test('public pages follow the cycle dates and contact details staff change', async ({ page, request }) => {
  const token = await staffToken(request);
  const before = (await (await request.get('/api/site')).json()) as Site;
  const cycleId = await currentCycleId(request, token);
  try {
    // 23:59 Hong Kong time on Friday 15 January 2027; answer books due Wednesday 3 February 2027.
    await put(request, token, `/admin/cycles/${cycleId}/events`, {
      events: { person_enrol_end: '2027-01-15T15:59:00.000Z' },
      milestones: { answer_books_due: '2027-02-03T09:00:00.000Z' },
    });
    await put(request, token, '/admin/settings/contact', { ...before.contact, phone: '+852 3111 2222' });

    const expectations: [string, string[]][] = [
      ['/en/instructions', ['Friday 15 January 2027']],
      ['/zh-hk/instructions', ['2027年1月15日（星期五）']],
      ['/en/faq', ['3 February 2027']],
      ['/zh-hk/faq', ['2027年2月3日']],
      ['/en/contactus', ['+852 3111 2222']],
      ['/zh-hk/contactus', ['+852 3111 2222']],
    ];
    for (const [path, texts] of expectations) {
      // The first response: the pre-rendered copy with the server's facts in it.
      const html = await (await request.get(path)).text();
      for (const text of texts) expect(html, `${path} first response`).toContain(text);
      // The live page that replaces it says the same.
      await page.goto(path);
      // (The FAQ's answers are folded until a question is opened: the page's text holds them.)
      for (const text of texts) await expect(page.locator('#root main')).toContainText(text);
      await expect(page.locator('#prerendered')).toHaveCount(0);
    }
    // The date sits in its own row of the key dates, in place of the old one.
    await page.goto('/en/instructions');
    await expect(page.getByRole('row', { name: /Individual registration and payment close/ })).toHaveText(
      /Individual registration and payment close\s*Friday 15 January 2027/,
    );
  } finally {
    // Other suites of this worker read the seeded cycle: put it back.
    await put(request, token, `/admin/cycles/${cycleId}/events`, {
      events: { person_enrol_end: before.cycle?.person_enrol_end ?? null },
      milestones: { answer_books_due: before.cycle?.milestones.answer_books_due ?? null },
    });
    await put(request, token, '/admin/settings/contact', before.contact);
  }
});
