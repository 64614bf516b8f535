/// <reference types="node" />
// Every audit action the server writes reads as a sentence in both languages, naming who and what; the
// server's source is read for the codes, so a new code without a sentence fails here.
import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntry } from '@mockexam/api-client';
import { i18n } from '@mockexam/i18n';
import { setupI18n } from '../test/render';
import { auditDetails, auditSentence } from './auditSentence';

function serverAuditCodes(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      // The plugins write no audit.
      if (e.isDirectory()) return e.name === 'plugins' ? [] : walk(p);
      return p.endsWith('.ts') ? [p] : [];
    });
  const codes = new Set<string>();
  for (const file of walk(path.resolve(__dirname, '../../../server/src'))) {
    const s = fs.readFileSync(file, 'utf8');
    // writeAudit(q, actor, 'code' | cond ? 'a' : 'b', ...), transitions' action: 'code', and the action of a
    // one-statement insert built with auditInsertSql (its values are SQL text: action: "'code'").
    for (const m of s.matchAll(/writeAudit\(\s*[\w.]+,\s*(?:\{[^}]*\}|[\w.()]+),\s*([^,]+),/g)) {
      for (const l of m[1]!.matchAll(/'([^']+)'/g)) codes.add(l[1]!);
    }
    for (const m of s.matchAll(/\baction: '([^']+)'/g)) codes.add(m[1]!);
    for (const m of s.matchAll(/\baction: "'([^']+)'"/g)) codes.add(m[1]!);
  }
  return [...codes].sort();
}

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  at: '2024-10-05T03:00:00.000Z',
  actor: 'Demo Admin',
  actor_role: 'staff',
  action: 'order.created',
  entity: 'order',
  entity_id: '4',
  data: {},
  actor_name_zh: 'Demo Admin',
  actor_name_en: 'Demo Admin',
  object_ref: '100004',
  object_name_zh: '陳大文',
  object_name_en: '陳大文',
  subject_name_zh: '中國語文',
  subject_name_en: 'Chinese Language',
  ...over,
});

const sentence = (e: AuditEntry, locale: 'en' | 'zh-hk') => auditSentence(e, i18n.getFixedT(locale, 'admin'), locale);

beforeAll(async () => {
  await setupI18n('en');
});

describe('audit sentences', () => {
  const codes = serverAuditCodes();

  it('finds the codes the server writes', () => {
    expect(codes).toEqual(expect.arrayContaining(['order.created', 'payment.recorded', 'login', 'school.submit']));
    expect(codes.length).toBeGreaterThan(40);
  });

  it.each(['en', 'zh-hk'] as const)('has a sentence for every code in %s, naming the actor', (locale) => {
    for (const action of codes) {
      const text = sentence(entry({ action }), locale);
      expect([action, i18n.exists(`auditLog.action.${action}`, { ns: 'admin', lng: locale, count: 2 })]).toEqual([
        action,
        true,
      ]);
      expect([action, text]).toEqual([action, expect.stringMatching(/^Demo Admin[^:：]/)]);
      // No raw code (order.created, txn_id_reused) and no catalogue key in the words.
      expect([action, /[a-z]+[._][a-z]+/.test(text)]).toEqual([action, false]);
    }
  });

  it('writes the walk-through examples in both languages', () => {
    const approved = entry({ action: 'payment.recorded', data: { source: 'receipt', amount_cents: 38000 } });
    expect(sentence(approved, 'en')).toBe('Demo Admin approved the receipt of order 100004 (陳大文)');
    expect(sentence(approved, 'zh-hk')).toBe('Demo Admin批核了訂單 100004（陳大文）的收據');

    const created = entry({
      actor: '陳大文',
      actor_role: 'candidate',
      actor_name_zh: '陳大文',
      actor_name_en: '陳大文',
      object_ref: '100001',
    });
    expect(sentence(created, 'en')).toBe('陳大文 created order 100001 (陳大文)');
    expect(sentence(created, 'zh-hk')).toBe('陳大文建立了訂單 100001（陳大文）');

    const expired = entry({
      action: 'order.expired',
      actor: null,
      actor_role: 'system',
      actor_name_zh: null,
      actor_name_en: null,
      object_ref: '100002',
    });
    expect(sentence(expired, 'en')).toBe('System cancelled order 100002 (陳大文): payment window passed');
    expect(sentence(expired, 'zh-hk')).toBe('系統取消了訂單 100002（陳大文）：已過付款期限');

    // An on-screen final mark names the question and the script code, never the candidate.
    const final = entry({
      action: 'marking.final',
      entity: 'marking_item',
      actor: 'Demo Marker',
      actor_role: 'marker',
      actor_name_zh: 'Demo Marker',
      actor_name_en: 'Demo Marker',
      object_ref: null,
      object_name_zh: null,
      object_name_en: null,
      data: { question: '3', script_code: 'SABC2345', from: null, to: 7 },
    });
    expect(sentence(final, 'en')).toBe('Demo Marker gave script SABC2345 of question 3 its final mark 7');
    expect(sentence(final, 'zh-hk')).toBe('Demo Marker把第3題答卷SABC2345的最終分數定為7');
    const changed = { ...final, data: { question: '3', script_code: 'SABC2345', from: 7, to: 6.5 } };
    expect(sentence(changed, 'en')).toBe(
      'Demo Marker changed the final mark of script SABC2345 of question 3 from 7 to 6.5',
    );
    expect(sentence(changed, 'zh-hk')).toBe('Demo Marker把第3題答卷SABC2345的最終分數由7改為6.5');
  });

  it("names schools, venues and subjects in the reader's language", () => {
    const imported = entry({
      action: 'school.import',
      entity: 'school',
      actor_role: 'school',
      actor_name_zh: '皇仁書院',
      actor_name_en: "Queen's College",
      object_ref: 'QC',
      object_name_zh: '皇仁書院',
      object_name_en: "Queen's College",
      data: { subject: 'chi', rows: 3 },
    });
    expect(sentence(imported, 'en')).toBe(
      "Queen's College imported the Chinese Language candidate list of Queen's College (3 rows)",
    );
    expect(sentence(imported, 'zh-hk')).toBe('皇仁書院匯入了皇仁書院的中國語文考生名單（3行）');
    const oneRow = { ...imported, data: { subject: 'chi', rows: 1 } };
    expect(sentence(oneRow, 'en')).toBe(
      "Queen's College imported the Chinese Language candidate list of Queen's College (1 row)",
    );
    expect(sentence({ ...oneRow, action: 'school.slips' }, 'en')).toBe(
      "Queen's College printed 1 Chinese Language candidate slip for Queen's College",
    );
    const session = entry({
      action: 'venue_session.created',
      entity: 'venue_session',
      object_ref: '2024-11-02',
      object_name_zh: '九龍考場',
      object_name_en: 'Kowloon Hall',
    });
    expect(sentence(session, 'en')).toBe('Demo Admin added a session at Kowloon Hall on 2024-11-2');
    expect(sentence(session, 'zh-hk')).toBe('Demo Admin新增了場次：九龍考場（2024年11月2日）');
  });

  it('reads an unknown code as a generic sentence, and details as words, never JSON', () => {
    const odd = entry({
      action: 'order.teleported',
      data: { nested: { x: 1 }, reason: 'asked by phone', amount_cents: 12345 },
    });
    expect(sentence(odd, 'en')).toBe('Demo Admin: order teleported (order 100004 (陳大文))');
    const t = i18n.getFixedT('en', 'admin');
    expect(auditDetails(odd, t, 'en')).toEqual(['Reason: asked by phone', 'Amount: HK$123.45']);
    const extended = entry({
      action: 'order.extended',
      data: { due_at: { from: '2024-10-05T15:59:00.000Z', to: '2024-10-10T15:59:00.000Z' } },
    });
    expect(auditDetails(extended, i18n.getFixedT('zh-hk', 'admin'), 'zh-hk')).toEqual([
      '付款期限：2024年10月5日 (23:59:00) → 2024年10月10日 (23:59:00)',
    ]);
    const unknownEntity = entry({
      entity: 'gizmo',
      entity_id: '9',
      object_ref: null,
      object_name_en: null,
      object_name_zh: null,
    });
    expect(sentence(unknownEntity, 'en')).toBe('Demo Admin created gizmo 9');
  });

  it('names a message sent again or a message text changed by its event and language in words', () => {
    const resent = entry({
      action: 'notification.resent',
      entity: 'notification',
      object_ref: null,
      data: { resent_from: 3, event: 'receipt.rejected', channel: 'email' },
    });
    expect(sentence(resent, 'en')).toBe('Demo Admin sent the message “Receipt rejected” again');
    expect(sentence(resent, 'zh-hk')).toBe('Demo Admin重新發送了訊息「收據不獲接納」');
    const saved = entry({
      action: 'notification_template.saved',
      entity: 'notification_template',
      object_ref: null,
      data: { event: 'order.placed', locale: 'zh-hk' },
    });
    expect(sentence(saved, 'en')).toBe('Demo Admin changed the texts of the message “Order placed” (Chinese)');
    expect(sentence({ ...saved, action: 'notification_template.reset' }, 'zh-hk')).toBe(
      'Demo Admin還原了訊息「訂單已建立」（中文）的預設內容',
    );
  });

  it("says the server's own reasons in the reader's language", () => {
    const timedOut = entry({ action: 'order.expired', data: { reason: 'payment timeout' } });
    expect(auditDetails(timedOut, i18n.getFixedT('zh-hk', 'admin'), 'zh-hk')).toEqual(['原因：逾時未付款']);
    expect(auditDetails(timedOut, i18n.getFixedT('en', 'admin'), 'en')).toEqual(['Reason: not paid in time']);
    const byCandidate = entry({ action: 'order.cancelled', data: { reason: 'cancelled by candidate' } });
    expect(auditDetails(byCandidate, i18n.getFixedT('zh-hk', 'admin'), 'zh-hk')).toEqual(['原因：考生自行取消']);
  });
});
