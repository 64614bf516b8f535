// The site's facts: GET /api/site, the staff's edit of the contact details, and the pre-rendered
// public pages the server fills with the current facts on every request.
import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import {
  AdminCyclesResponse,
  AuditResponse,
  EXAM_ROWS_SLOT,
  factSlot,
  messages,
  SiteResponse,
} from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { CONTACT_SETTINGS } from '../../src/seed/reference-data';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';

/** What the shell's build writes (shell/src/prerender): the pages with every fact as a slot. */
const head = (lang: string) => `<html lang="${lang}"><head><meta charset="utf-8"/><title>HKDSE</title></head>`;
const footer = `<footer><a href="${factSlot('contact.social_url')}">Social</a></footer>`;
const BUILT = {
  'zh-hk/index': `${head('zh-HK')}<body><p class="pub-hero__eyebrow">${factSlot('year')} 學年</p>${footer}</body></html>`,
  'en/instructions':
    `${head('en')}<body><h2>Key dates for ${factSlot('year')}</h2><table><tbody>` +
    `<tr><th scope="row">Individual registration and payment close</th><td>${factSlot('date:person_enrol_end')}</td></tr>` +
    `</tbody></table><table><tbody>${EXAM_ROWS_SLOT}</tbody></table>${footer}</body></html>`,
  'en/faq': `${head('en')}<body><p>For ${factSlot('year')} the deadline is ${factSlot('date:answer_books_due')}.</p></body></html>`,
  'en/contactus':
    `${head('en')}<body><a href="${factSlot('contact.phone_href')}">${factSlot('contact.phone')}</a>` +
    `<a href="mailto:${factSlot('contact.email')}">${factSlot('contact.email')}</a>` +
    `<dd>${factSlot('contact.address')}</dd><li>${factSlot('contact.hours')}</li>${footer}</body></html>`,
};

const VALID = { ...CONTACT_SETTINGS };

for (const kind of dbKinds()) {
  describe(`site facts on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      for (const [page, html] of Object.entries(BUILT)) {
        await mkdir(path.join(t.shellDist, 'prerendered', page.split('/')[0]), { recursive: true });
        await writeFile(path.join(t.shellDist, 'prerendered', `${page}.html`), html);
      }
    });
    after(async () => {
      await rm(path.join(t.shellDist, 'prerendered'), { recursive: true, force: true });
      await t.close();
    });

    const site = async () => SiteResponse.parse((await t.app.inject({ method: 'GET', url: '/api/site' })).json());
    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    const putContact = (payload: Record<string, unknown>, token = staff) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/contact', payload, headers: bearer(token) });

    it('GET /api/site answers the current cycle with its dates and exams, and the contact details, to anyone', async () => {
      const facts = await site();
      const events = (await t.app.inject({ method: 'GET', url: '/api/events' })).json();
      assert.deepEqual(facts.cycle, events);
      assert.equal(facts.cycle?.exams.length, 4);
      assert.deepEqual(facts.contact, CONTACT_SETTINGS);
      assert.doesNotMatch(JSON.stringify(facts.contact), /0000 0000|example\.com/);
    });

    it('staff save the contact details (audited); bad values are 400s with bilingual field messages', async () => {
      const bad = await putContact({
        ...VALID,
        phone: '12ab',
        email: 'not-an-email',
        address_en: 'x'.repeat(201),
        hours_zh: ' ',
        social_url: 'http://www.facebook.com/x',
      });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json().fields, {
        phone: messages.PHONE_INVALID,
        email: messages.EMAIL_INVALID,
        address_en: messages.FIELD_TOO_LONG,
        hours_zh: messages.FIELD_REQUIRED,
        social_url: messages.FIELD_INVALID,
      });
      assert.deepEqual((await site()).contact, CONTACT_SETTINGS, 'nothing saved');

      const next = { ...VALID, phone: '+852 3188 2020', email: 'help@hkdsemock.com.hk' };
      const saved = await putContact(next);
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual((await site()).contact, next);
      const audit = AuditResponse.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/audit?entity=settings&entity_id=contact',
            headers: bearer(staff),
          })
        ).json(),
      );
      assert.equal(audit[0]?.action, 'settings.contact_updated');
      assert.equal(audit[0]?.actor_role, 'staff');
      assert.deepEqual(audit[0]?.data, next);
      assert.equal((await putContact(VALID)).statusCode, 200);
    });

    it('the served pre-rendered pages carry the current dates and contact details, and the facts as JSON', async () => {
      const facts = await site();
      const home = await page('/zh-hk');
      assert.match(home, new RegExp(`${facts.cycle!.cycle.code.replace('-', '/')} 學年`));
      assert.match(home, /href="https:\/\/www\.facebook\.com\/hkdsemockexam"/);
      const json = home.match(/<script type="application\/json" id="site-facts">([^<]*)<\/script><\/head>/);
      assert.deepEqual(json && JSON.parse(json[1]), facts);

      const instructions = await page('/en/instructions');
      assert.match(instructions, /Key dates for 20\d\d\/\d\d</);
      // The demo cycle's dates, in the English long form (weekday day month year).
      assert.match(
        instructions,
        /payment close<\/th><td>(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+ 20\d\d</,
      );
      for (const exam of facts.cycle!.exams)
        assert.match(instructions, new RegExp(`<th scope="row">${exam.name_en}</th><td>`));
      assert.doesNotMatch(instructions, /\u27e6|data-fact-rows/, 'every slot filled');

      assert.match(await page('/en/faq'), /the deadline is [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ 20\d\d\./);

      const contact = await page('/en/contactus');
      assert.match(contact, /<a href="tel:\+85225638120">\+852 2563 8120<\/a>/);
      assert.match(contact, /mailto:enquiry@hkdsemock\.com\.hk/);
      // Escaped as HTML.
      assert.match(contact, /12\/F, 1063 King&#39;s Road, Quarry Bay, Hong Kong/);
      assert.match(contact, /Monday to Friday, 8:30 am to 5:30 pm/);
    });

    it('after staff change the enrolment deadline or the phone, the next page served says so (compressed too)', async () => {
      const cycles = AdminCyclesResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/admin/cycles', headers: bearer(staff) })).json(),
      );
      const current = cycles.find((c) => c.is_current)!;
      assert.match(await page('/en/instructions'), /payment close<\/th><td>[A-Z]/);
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/cycles/${current.cycle_id}/events`,
        payload: { events: { person_enrol_end: '2029-03-15T15:59:59+00:00' } },
        headers: bearer(staff),
      });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.match(await page('/en/instructions'), /payment close<\/th><td>Thursday 15 March 2029<\/td>/);

      assert.equal((await putContact({ ...VALID, phone: '+852 3188 2020' })).statusCode, 200);
      const br = await t.app.inject({ method: 'GET', url: '/en/contactus', headers: { 'accept-encoding': 'br' } });
      assert.equal(br.headers['content-encoding'], 'br');
      const text = brotliDecompressSync(br.rawPayload).toString();
      assert.match(text, /<a href="tel:\+85231882020">\+852 3188 2020<\/a>/);
      assert.doesNotMatch(text, /2563 8120/);
      await putContact(VALID);
    });
  });
}
