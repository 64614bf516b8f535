// Reference data the screens show and staff edit: postage methods, the schools list, the payee details.
import type { z } from 'zod';
import {
  centsToHkd,
  PaymentSettings,
  type PaymentSettingsUpdate,
  type PostageCode,
  type PostageMethod,
  type PostageMethodUpdate,
} from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { patchSql } from './patch-sql';

/** The active postage methods with their fee, in display order. */
export async function activePostageMethods(q: Queryable) {
  const { rows } = await q.query<Omit<PostageMethod, 'fee'>>(
    'select code, name_zh, name_en, detail_kind, fee_cents from postage_methods where active order by sort_order',
  );
  return rows.map((row) => ({ ...row, fee: centsToHkd(row.fee_cents) }));
}

/** The active Hong Kong secondary schools, by English name. */
export async function activeSchools(q: Queryable) {
  const { rows } = await q.query<{
    school_id: number;
    code: string;
    name_zh: string;
    name_en: string;
    district_en: string | null;
  }>('select id as school_id, code, name_zh, name_en, district_en from schools where active order by name_en');
  return rows;
}

/** The FPS id and bank account shown to candidates. */
export async function paymentSettings(q: Queryable): Promise<PaymentSettings> {
  const { rows } = await q.query<{ value: PaymentSettings }>("select value from settings where key = 'payment'");
  return PaymentSettings.parse(rows[0]?.value);
}

export async function updatePostageMethod(
  q: Queryable,
  actor: AuditActor,
  code: PostageCode,
  body: z.infer<typeof PostageMethodUpdate>,
) {
  const { sql, values } = patchSql(body, {
    fee_cents: 'fee_cents',
    active: 'active',
    name_zh: 'name_zh',
    name_en: 'name_en',
  });
  if (!sql) throw badRequest('FIELD_REQUIRED');
  const result = await q.query(`update postage_methods set ${sql} where code = $1`, [code, ...values]);
  if (result.rowCount !== 1) throw notFound();
  await writeAudit(q, actor, 'postage_method.updated', 'postage_method', code, body);
}

export async function savePaymentSettings(
  q: Queryable,
  actor: AuditActor,
  body: z.infer<typeof PaymentSettingsUpdate>,
) {
  await q.query(
    `insert into settings (key, value, updated_at, updated_by) values ('payment', $1, now(), $2)
     on conflict (key) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`,
    [JSON.stringify(body), actor.userId],
  );
  await writeAudit(q, actor, 'settings.payment_updated', 'settings', 'payment', body);
}
