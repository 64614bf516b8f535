// Fresh individual candidates for tests that change a candidate's state (orders, passwords): the
// demo accounts are shared by every suite a worker runs against its server, so such tests must not
// depend on what another suite did to them.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

const usedPhones = new Set(['91234567', '92345678']);

/** A Hong Kong mobile number no other test of this run has used. */
export function newPhone(): string {
  for (;;) {
    const phone = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    if (!usedPhones.has(phone)) {
      usedPhones.add(phone);
      return phone;
    }
  }
}

/** The newest code the console SMS provider "sent" to a phone for a purpose. */
export async function outboxCode(
  request: APIRequestContext,
  phone: string,
  purpose: 'register' | 'reset',
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/sms-outbox?phone=${phone}`);
      const messages = (await response.json()) as { purpose: string; code: string }[];
      code = messages.find((m) => m.purpose === purpose)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** An individual candidate registered through the API (for the tests that start from an account). */
export async function registerByApi(
  request: APIRequestContext,
  phone: string,
  password: string,
  name = 'E2E Candidate',
) {
  expect((await request.post('/api/sms/send', { data: { phone, purpose: 'register' } })).ok()).toBe(true);
  const code = await outboxCode(request, phone, 'register');
  const verified = await request.post('/api/sms/verify', { data: { phone, code, purpose: 'register' } });
  // The server's answer in the failure, not only its status.
  expect(verified.ok(), await verified.text()).toBe(true);
  const { verification_token } = (await verified.json()) as { verification_token: string };
  const registered = await request.post('/api/user/register', {
    data: {
      name,
      phone,
      verification_token,
      password,
      email: `${phone}@example.com`,
      agree_terms: true,
      marketing_consent: false,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
}

/** A newly registered candidate of its own: its mobile number (the login) and password. */
export async function newCandidate(request: APIRequestContext, name = 'E2E Candidate') {
  const phone = newPhone();
  const password = 'demo1234';
  await registerByApi(request, phone, password, name);
  return { phone, password };
}

/**
 * A home-exam order by ordinary post of one paper, placed through the API by a signed-in candidate (the
 * way a test gets an order without walking the pages): the server's answer.
 */
export async function placeHomeOrder(
  request: APIRequestContext,
  token: string,
  order: { productId: string | number; paymentMethod: 'fps' | 'bank'; phone: string; key: string },
) {
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': order.key },
    data: {
      product_ids: [order.productId],
      exam_mode: 'home',
      venue_id: null,
      payment_method: order.paymentMethod,
      shipping: {
        method: 'ordinary_post',
        recipient_name: 'Chan Tai Man',
        recipient_phone: order.phone,
        address: 'Flat A, 1/F, 1 Nathan Road, Kowloon',
      },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()) as { enrollment_no: string; total_cents: number };
}
