// Catalogue and order data the page tests share.
import type { Order, PostageMethod, Product, Venue } from '@mockexam/contracts';

export const products: Product[] = [
  {
    product_id: 'p-chi',
    subject: { code: 'chi', name_zh: '中國語文', name_en: 'Chinese Language' },
    name_zh: '中國語文',
    name_en: 'Chinese Language',
    price: 450,
    price_cents: 45000,
    exam_date: '2024-12-28',
    papers: [{ paper_id: 1, paper_no: 1, name_zh: '卷一', name_en: 'Paper 1', weight_percent: 50 }],
    enrolled: false,
    enrolment_state: null,
    enrolment_order_no: null,
    enrolment_payment_method: null,
  },
  {
    product_id: 'p-eng',
    subject: { code: 'eng', name_zh: '英國語文', name_en: 'English Language' },
    name_zh: '英國語文',
    name_en: 'English Language',
    price: 500,
    price_cents: 50000,
    exam_date: '2024-12-30',
    papers: [],
    enrolled: true,
    enrolment_state: 'paid',
    enrolment_order_no: 'E0001',
    enrolment_payment_method: 'fps',
  },
];
export const venues: Venue[] = [
  {
    venue_id: 1,
    name_zh: '甲禮堂',
    name_en: 'Hall A',
    address_zh: '地址甲',
    address_en: 'Address A',
    sessions: [
      {
        session_id: 1,
        subject: 'chi',
        date: '2024-12-28',
        starts_at: '2024-12-28T01:00:00Z',
        ends_at: '2024-12-28T04:00:00Z',
        capacity: 100,
        seats_left: 12,
        full: false,
      },
    ],
  },
  {
    venue_id: 2,
    name_zh: '乙禮堂',
    name_en: 'Hall B',
    address_zh: '地址乙',
    address_en: 'Address B',
    sessions: [
      {
        session_id: 2,
        subject: 'chi',
        date: '2024-12-28',
        starts_at: '2024-12-28T01:00:00Z',
        ends_at: '2024-12-28T04:00:00Z',
        capacity: 100,
        seats_left: 0,
        full: true,
      },
    ],
  },
];
export const methods: PostageMethod[] = [
  { code: 'ordinary_post', name_zh: '平郵', name_en: 'Ordinary post', detail_kind: 'address', fee_cents: 0, fee: 0 },
  {
    code: 'smart_locker',
    name_zh: '智能櫃',
    name_en: 'Smart locker pickup',
    detail_kind: 'locker',
    fee_cents: 3000,
    fee: 30,
  },
];

/** An order cancelled for payment timeout: it offers re-select. */
export const timedOutOrder: Order = {
  enrollment_no: 'E0003',
  status: 'expired',
  payment_status: 'OVDU',
  payment_method: 'fps',
  exam_mode: 'home',
  venue_id: null,
  total: 450,
  total_cents: 45000,
  paid_cents: 0,
  due_at: '2024-10-01T10:00:00+08:00',
  created_at: '2024-10-01T09:30:00+08:00',
  items: [
    {
      product_id: 'p-chi',
      venue_session_id: null,
      subject: 'chi',
      name_zh: '中國語文',
      name_en: 'Chinese Language',
      price: 450,
      price_cents: 45000,
    },
  ],
  shipping: {
    method: 'ordinary_post',
    recipient_name: '陳大文',
    recipient_phone: '91234567',
    address: '1 Road',
    parameter1: null,
    parameter2: null,
    parameter3: null,
    parameter4: null,
  },
  can_reselect: true,
  cancel_reason: 'payment_timeout',
  cancel_note: null,
};
