// Reference lists the screens show: postage methods, the schools list, payee details.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  centsToHkd,
  PaymentSettings,
  PostageMethodsResponse,
  SchoolsResponse,
  type PostageMethod,
} from '@mockexam/contracts';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/postage_methods',
    {
      config: { access: 'public' },
      schema: {
        tags: ['enrolment'],
        summary: 'Mailing methods with the detail each needs and its fee',
        response: { 200: PostageMethodsResponse },
      },
    },
    async () => {
      const { rows } = await app.db.query<Omit<PostageMethod, 'fee'>>(
        'select code, name_zh, name_en, detail_kind, fee_cents from postage_methods where active order by sort_order',
      );
      return rows.map((row) => ({ ...row, fee: centsToHkd(row.fee_cents) }));
    },
  );

  app.get(
    '/schools',
    {
      config: { access: 'public' },
      schema: { tags: ['school'], summary: 'The Hong Kong secondary schools list', response: { 200: SchoolsResponse } },
    },
    async () => {
      const { rows } = await app.db.query<{
        school_id: number;
        code: string;
        name_zh: string;
        name_en: string;
        district_en: string | null;
      }>('select id as school_id, code, name_zh, name_en, district_en from schools where active order by name_en');
      return rows;
    },
  );

  app.get(
    '/payment/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payment'],
        summary: 'FPS id and bank account shown to candidates',
        response: { 200: PaymentSettings },
      },
    },
    async () => {
      const { rows } = await app.db.query<{ value: PaymentSettings }>(
        "select value from settings where key = 'payment'",
      );
      return PaymentSettings.parse(rows[0]?.value);
    },
  );
};
