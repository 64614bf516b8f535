// What the benchmark needs in the database before it loads anything: candidates with live
// sessions (made in bulk, since logging thousands in through a memory-hard hash would measure
// argon2), and venues with one session each, made through the product's own admin API.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchCandidate {
  userId: number;
  candidateId: number;
  token: string;
}

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

let issued = 0;

/** `count` new individual candidates, each with a 30-day session; their bearer tokens in order. */
export async function insertCandidates(pool: pg.Pool, count: number): Promise<BenchCandidate[]> {
  const first = issued + 1;
  issued += count;
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const { rows } = await pool.query<{ user_id: string; candidate_id: string; n: number }>(
    `with numbers as (select g as n from generate_series($2::int, $2::int + $1::int - 1) g),
          new_users as (
            insert into users (realm, username, display_name, phone)
            select 'candidate-realm', '5' || lpad(n::text, 7, '0'), 'Bench ' || n, '5' || lpad(n::text, 7, '0')
              from numbers returning id, username),
          new_candidates as (
            insert into candidates (candidate_no, name, user_id)
            select 'B' || lpad((right(username, 7))::text, 7, '0'), 'Bench candidate', id from new_users
            returning id, user_id, candidate_no)
     select user_id, id as candidate_id, right(candidate_no, 7)::int as n from new_candidates order by n`,
    [count, first],
  );
  await pool.query(
    `insert into sessions (token_hash, user_id, candidate_id, role, realm, expires_at)
     select t.hash, t.user_id, t.candidate_id, 'candidate', 'candidate-realm', now() + interval '30 days'
       from unnest($1::text[], $2::bigint[], $3::bigint[]) as t(hash, user_id, candidate_id)`,
    [tokens.map(sha256Hex), rows.map((r) => r.user_id), rows.map((r) => r.candidate_id)],
  );
  return rows.map((row, i) => ({
    userId: Number(row.user_id),
    candidateId: Number(row.candidate_id),
    token: tokens[i],
  }));
}

export class ProductApi {
  private adminToken = '';
  constructor(readonly baseURL: string) {}

  async call<T>(
    path: string,
    init: { method?: string; json?: unknown; form?: Record<string, string>; token?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const token = init.token ?? this.adminToken;
    if (token) headers.authorization = `Bearer ${token}`;
    headers['idempotency-key'] = randomBytes(12).toString('hex');
    const answer = await fetch(this.baseURL + path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${init.method ?? 'POST'} ${path}: ${answer.status} ${text}`);
    return JSON.parse(text) as T;
  }

  async logInAsAdmin() {
    const answer = await this.call<{ access_token: string }>('/api/user/login', {
      form: { realm: 'staff-realm', username: 'admin', password: 'admin1234' },
      token: '',
    });
    this.adminToken = answer.access_token;
  }

  /** A new venue with one session of `subject` in the current cycle; returns both ids. */
  async venueWithSession(name: string, subject: string, capacity: number) {
    const venue = await this.call<{ id: number }>('/api/admin/venues', {
      json: { name_zh: name, name_en: name, address_zh: name, address_en: name },
    });
    const startsAt = new Date(Date.now() + 40 * 24 * 3600 * 1000);
    const session = await this.call<{ id: number }>(`/api/admin/venues/${venue.id}/sessions`, {
      json: {
        subject,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 3 * 3600 * 1000).toISOString(),
        capacity,
      },
    });
    return { venueId: venue.id, sessionId: session.id };
  }
}

/** The body of POST /api/orders for one subject at one venue, paid by FPS. */
export function orderDraft(productId: string, venueId: number) {
  return {
    product_ids: [productId],
    exam_mode: 'venue',
    venue_id: venueId,
    shipping: {
      method: 'ordinary_post',
      recipient_name: 'Bench',
      recipient_phone: '91234567',
      address: '1 Bench Road',
    },
    payment_method: 'fps',
  };
}
