// The rules under every message's text, without a database: placeholders checked when staff save a
// template and filled in the reader's language; quiet hours decide when an SMS may first go.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fill, formatValue, placeholderProblem } from '../../src/modules/notifications/placeholders';
import { firstSendTime } from '../../src/modules/notifications/quiet-hours';
import { DEFAULT_TEMPLATES } from '../../src/modules/notifications/default-templates';
import { NOTICE_EVENTS, type NoticeEvent } from '@mockexam/contracts';
import { hkTime } from '../../src/lib/time';

const BASE = 'https://mock.example.hk';

describe('placeholders', () => {
  it('refuses a placeholder its event does not offer', () => {
    assert.equal(placeholderProblem('order.placed', 'Dear {nmae}'), 'NOTICE_PLACEHOLDER_UNKNOWN');
    assert.equal(placeholderProblem('order.placed', 'Reason: {reason}'), 'NOTICE_PLACEHOLDER_UNKNOWN');
    assert.equal(placeholderProblem('receipt.rejected', 'Reason: {reason}'), null);
    assert.equal(placeholderProblem('order.placed', 'Dear {}'), 'NOTICE_PLACEHOLDER_UNKNOWN');
  });

  it('refuses a broken placeholder', () => {
    assert.equal(placeholderProblem('order.placed', 'Dear {name, your order'), 'NOTICE_PLACEHOLDER_BROKEN');
    assert.equal(placeholderProblem('order.placed', 'Dear name}, your order'), 'NOTICE_PLACEHOLDER_BROKEN');
    assert.equal(placeholderProblem('order.placed', 'Dear {{name}}'), 'NOTICE_PLACEHOLDER_BROKEN');
  });

  it('takes the placeholders an event offers, and text with none', () => {
    assert.equal(placeholderProblem('order.placed', '{name}: order {order_no}, {amount} by {due_time}. {link}'), null);
    assert.equal(placeholderProblem('order.placed', 'Thank you.'), null);
  });

  it('takes every default text of every event', () => {
    for (const event of Object.keys(NOTICE_EVENTS) as NoticeEvent[]) {
      for (const texts of Object.values(DEFAULT_TEMPLATES[event])) {
        for (const text of Object.values(texts))
          assert.equal(placeholderProblem(event, text), null, `${event}: ${text}`);
      }
    }
  });

  it('writes money, times and links as the reader reads them, in each language', () => {
    const due = new Date('2026-03-05T15:30:00Z');
    assert.equal(formatValue('amount', 123_456, 'en', BASE), 'HK$1,234.56');
    assert.equal(formatValue('amount', 45_000, 'zh-hk', BASE), 'HK$450.00');
    assert.equal(formatValue('due_time', due, 'en', BASE), '5 Mar 2026, 23:30');
    assert.equal(formatValue('due_time', due, 'zh-hk', BASE), '2026年3月5日 23:30');
    assert.equal(formatValue('link', '/order-history', 'en', BASE), `${BASE}/en/order-history`);
    assert.equal(formatValue('link', '/order-history', 'zh-hk', `${BASE}/`), `${BASE}/zh-hk/order-history`);
    assert.equal(formatValue('order_no', 'M2026-000001', 'en', BASE), 'M2026-000001');
  });

  it('fills a text, leaving a placeholder without a value empty', () => {
    const data = { name: '陳大文', order_no: 'M2026-000009', amount: 90_000, link: '/order-history' };
    assert.equal(
      fill('{name}你好：訂單 {order_no} 應付 {amount}。{reason}{link}', data, 'zh-hk', BASE),
      `陳大文你好：訂單 M2026-000009 應付 HK$900.00。${BASE}/zh-hk/order-history`,
    );
  });
});

describe('quiet hours', () => {
  const day = '2026-06-10';
  const next = '2026-06-11';
  it('sends an SMS at once from 08:00 to 21:59 Hong Kong time', () => {
    for (const time of ['08:00:00', '12:00:00', '21:59:00']) {
      assert.equal(firstSendTime('sms', hkTime(day, time)).getTime(), hkTime(day, time).getTime(), time);
    }
  });

  it('holds an SMS written from 22:00 until 08:00 the next day', () => {
    assert.equal(firstSendTime('sms', hkTime(day, '22:00:00')).getTime(), hkTime(next, '08:00:00').getTime());
    assert.equal(firstSendTime('sms', hkTime(day, '23:59:00')).getTime(), hkTime(next, '08:00:00').getTime());
  });

  it('holds an SMS written after midnight until 08:00 the same day', () => {
    assert.equal(firstSendTime('sms', hkTime(next, '00:30:00')).getTime(), hkTime(next, '08:00:00').getTime());
    assert.equal(firstSendTime('sms', hkTime(next, '07:59:00')).getTime(), hkTime(next, '08:00:00').getTime());
  });

  it('never holds an email', () => {
    assert.equal(firstSendTime('email', hkTime(day, '23:00:00')).getTime(), hkTime(day, '23:00:00').getTime());
  });
});
