/**
 * @jest-environment node
 */
/// <reference types="node" />
// The client against a real HTTP server: what it sends, and what each kind of answer becomes.
import './nodeAsBrowser.testing';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import { call, form, http, ApiError, API_BASE, TIMEOUTS } from './http';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body };
      const path = request.url!.split('?')[0];
      if (path === '/api/slow') return void setTimeout(() => response.end('{}'), 500);
      if (path === '/api/refused') {
        response.writeHead(409, { 'content-type': 'application/json' });
        return void response.end(
          JSON.stringify({
            code: 'VENUE_FULL',
            msg: 'Fully booked!',
            msg_en: 'Fully booked!',
            msg_zh: '已滿額！',
            fields: { venue_id: { en: 'Fully booked!', 'zh-hk': '已滿額！' } },
          }),
        );
      }
      if (path === '/api/broken') {
        response.writeHead(502, { 'content-type': 'text/html' });
        return void response.end('<html>Bad gateway</html>');
      }
      if (path === '/api/image') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return void response.end(Buffer.from([137, 80, 78, 71]));
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // In the browser the API is on the page's origin; here the test server's.
  http.defaults.baseURL = `${origin}${API_BASE}`;
});

afterAll(async () => {
  http.defaults.baseURL = API_BASE;
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => sessionStore.getState().signOut());

describe('api client', () => {
  it('uses the spec timeouts', () => {
    expect(TIMEOUTS).toEqual({ login: 15000, logout: 1500, resume: 5000, cancel: 1500, default: 15000 });
  });

  it('sends the session token as a bearer header, below /api, with the query it was given', async () => {
    sessionStore.getState().signIn('secret-token', testProfiles.candidate);
    await expect(
      call({ method: 'GET', url: '/orders', params: { status: 'paid', page: 2, q: undefined } }),
    ).resolves.toEqual({ ok: true });
    expect(seen.url).toBe('/api/orders?status=paid&page=2');
    expect(seen.headers.authorization).toBe('Bearer secret-token');
  });

  it('keeps an explicit Authorization header (resuming with a token not yet trusted)', async () => {
    sessionStore.getState().signIn('stored-token', testProfiles.candidate);
    await call({ method: 'GET', url: '/user/session/resume', headers: { Authorization: 'Bearer other' } });
    expect(seen.headers.authorization).toBe('Bearer other');
  });

  it('sends forms form-encoded and other payloads as JSON', async () => {
    await call({ method: 'POST', url: '/user/login', data: form({ realm: 'candidate-realm', username: '91234567' }) });
    expect(seen.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen.body).toBe('realm=candidate-realm&username=91234567');
    await call({ method: 'PUT', url: '/admin/venues/3', data: { capacity: 40 } });
    expect(seen.method).toBe('PUT');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ capacity: 40 });
  });

  it('rejects with the server message in both languages and the message of each field', async () => {
    const error = await call({ method: 'POST', url: '/refused' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'VENUE_FULL', msg: 'Fully booked!' });
    expect((error as ApiError).messages).toEqual({ en: 'Fully booked!', 'zh-hk': '已滿額！' });
    expect((error as ApiError).fields.venue_id).toEqual({ en: 'Fully booked!', 'zh-hk': '已滿額！' });
  });

  it('names an answer that is not the API’s by its status', async () => {
    await expect(call({ method: 'GET', url: '/broken' })).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('names a timeout and a network failure', async () => {
    await expect(call({ method: 'GET', url: '/slow', timeout: 50 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    http.defaults.baseURL = `http://127.0.0.1:1${API_BASE}`;
    try {
      await expect(call({ method: 'GET', url: '/orders' })).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    } finally {
      http.defaults.baseURL = `${origin}${API_BASE}`;
    }
  });

  it('starts each request in a task of its own, not in the task that asked for it', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const answers = [call({ method: 'GET', url: '/orders' }), call({ method: 'GET', url: '/orders' })];
      // Where React commits or TanStack Query hands out answers, several calls start together. The promise
      // jobs the asking task leaves behind run before any other task; none of them may send.
      for (let job = 0; job < 100; job += 1) await Promise.resolve();
      expect(fetchSpy).not.toHaveBeenCalled();
      await Promise.all(answers);
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('reads a file as a blob when asked', async () => {
    const image = await call<Blob>({ method: 'GET', url: '/image', responseType: 'blob' });
    expect(image.type).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });
});
