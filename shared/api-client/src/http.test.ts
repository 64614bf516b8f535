import { AxiosError, AxiosHeaders } from 'axios';
import { form, http, toApiError, ApiError, TIMEOUTS } from './http';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';

describe('api client', () => {
  it('uses the spec timeouts', () => {
    expect(TIMEOUTS).toEqual({ login: 15000, logout: 1500, resume: 5000, cancel: 1500, default: 15000 });
    expect(http.defaults.timeout).toBe(15000);
    expect(http.defaults.baseURL).toBe('/api');
  });

  it('sends the session token as a bearer header', async () => {
    sessionStore.getState().signIn('secret-token', testProfiles.candidate);
    const handler = (http.interceptors.request as unknown as { handlers: { fulfilled: (c: unknown) => unknown }[] })
      .handlers[0];
    const config = (await handler.fulfilled({ headers: new AxiosHeaders() })) as { headers: AxiosHeaders };
    expect(config.headers.get('Authorization')).toBe('Bearer secret-token');
    sessionStore.getState().signOut();
  });

  it('form-encodes payloads', () => {
    expect(form({ realm: 'candidate-realm', username: '91234567' }).toString()).toBe(
      'realm=candidate-realm&username=91234567',
    );
  });

  it('maps a server error body to one typed shape', () => {
    const response = {
      status: 400,
      data: {
        code: 'VALIDATION',
        msg: '登入失敗',
        msg_en: 'Login failed',
        msg_zh: '登入失敗',
        fields: { username: { en: 'a', zh: 'b' } },
      },
      statusText: 'Bad Request',
      headers: {},
      config: { headers: new AxiosHeaders() },
    };
    const error = toApiError(new AxiosError('x', 'ERR_BAD_REQUEST', undefined, undefined, response as never));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.msg).toBe('登入失敗');
    expect(error.messages).toEqual({ en: 'Login failed', zh: '登入失敗' });
    expect(error.fields.username).toEqual({ en: 'a', zh: 'b' });
  });

  it('names a timeout', () => {
    expect(toApiError(new AxiosError('timeout', AxiosError.ECONNABORTED)).code).toBe('TIMEOUT');
  });
});
