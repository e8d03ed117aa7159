import { describe, expect, it } from 'vitest';
import {
  BODY_NOT_OBJECT,
  INVALID_EXPORT_PREFERENCE,
  INVALID_LANGUAGE,
  INVALID_PAGE_COUNT,
  MESSAGES,
  MISSING_FINGERPRINT_BODY,
} from '@statemint/contracts';
import { bearer, build, signUp } from '../../helper.ts';

type Case = { name: string; payload: string; detail: string };

/** Bodies every JSON route must answer with 400 {detail, code}, never a 500. */
function malformed(field: string, fieldTypeDetail: string): Case[] {
  return [
    { name: 'malformed JSON', payload: '{"a": ', detail: 'The request body is not valid JSON.' },
    { name: 'an array', payload: '[1, 2]', detail: BODY_NOT_OBJECT },
    { name: 'null', payload: 'null', detail: BODY_NOT_OBJECT },
    { name: 'a string', payload: '"text"', detail: BODY_NOT_OBJECT },
    { name: 'a number', payload: '42', detail: BODY_NOT_OBJECT },
    {
      name: `${field} of the wrong type`,
      payload: `{"${field}": {"x": 1}}`,
      detail: fieldTypeDetail,
    },
  ];
}

describe('every JSON route validates its body against the contracts', () => {
  it('answers malformed, non-object and wrong-typed bodies with 400 {detail} naming the field', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const routes: { method: 'POST' | 'PUT'; url: string; auth: boolean; cases: Case[] }[] = [
      {
        method: 'POST',
        url: '/api/auth/signup',
        auth: false,
        cases: malformed('full_name', 'full_name must be a string.'),
      },
      {
        method: 'POST',
        url: '/api/auth/login',
        auth: false,
        cases: malformed('email', 'email must be a string.'),
      },
      {
        method: 'PUT',
        url: '/api/user/profile',
        auth: true,
        cases: malformed('full_name', 'full_name must be a string.'),
      },
      {
        method: 'PUT',
        url: '/api/user/preferences',
        auth: true,
        cases: malformed('export_format', INVALID_EXPORT_PREFERENCE),
      },
      {
        method: 'POST',
        url: '/api/user/pages/check',
        auth: true,
        cases: malformed('page_count', INVALID_PAGE_COUNT),
      },
      {
        method: 'POST',
        url: '/api/anonymous/check',
        auth: false,
        cases: malformed('browser_fingerprint', 'browser_fingerprint must be a string.'),
      },
    ];
    for (const route of routes) {
      for (const c of route.cases) {
        const res = await app.inject({
          method: route.method,
          url: route.url,
          headers: {
            'content-type': 'application/json',
            ...(route.auth ? bearer(token) : {}),
          },
          payload: c.payload,
        });
        const body = res.json<{ detail: string; code?: string }>();
        expect({
          route: route.url,
          case: c.name,
          status: res.statusCode,
          detail: body.detail,
        }).toEqual({ route: route.url, case: c.name, status: 400, detail: c.detail });
      }
    }
  });

  it('answers a missing body as not an object, and an empty object with each route’s own first rule', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const cases: [string, string, boolean, string][] = [
      ['POST', '/api/auth/signup', false, BODY_NOT_OBJECT],
      ['POST', '/api/auth/login', false, BODY_NOT_OBJECT],
      ['PUT', '/api/user/profile', true, BODY_NOT_OBJECT],
    ];
    for (const [method, url, auth, detail] of cases) {
      const res = await app.inject({
        method: method as 'POST' | 'PUT',
        url,
        headers: auth ? bearer(token) : {},
      });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: { detail, code: 'invalid_body' },
      });
    }
    const empty: [string, string, boolean, string][] = [
      ['POST', '/api/auth/signup', false, MESSAGES.fullNameRequired],
      ['POST', '/api/auth/login', false, MESSAGES.fillAllFields],
      ['PUT', '/api/user/profile', true, MESSAGES.fullNameRequired],
      ['POST', '/api/user/pages/check', true, INVALID_PAGE_COUNT],
      ['POST', '/api/anonymous/check', false, MISSING_FINGERPRINT_BODY],
    ];
    for (const [method, url, auth, detail] of empty) {
      const res = await app.inject({
        method: method as 'POST' | 'PUT',
        url,
        headers: auth ? bearer(token) : {},
        payload: {},
      });
      expect({ url, status: res.statusCode, detail: res.json().detail }).toEqual({
        url,
        status: 400,
        detail,
      });
    }
    const language = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { full_name: 'Ada', language_preference: 7 },
    });
    expect(language.json()).toEqual({ detail: INVALID_LANGUAGE, code: 'invalid_body' });
  });

  it('checks the session before the body, so a request without one is 401 whatever it sends', async () => {
    const app = await build();
    for (const [method, url] of [
      ['PUT', '/api/user/profile'],
      ['POST', '/api/user/pages/check'],
      ['DELETE', '/api/documents/not-a-uuid'],
      ['GET', '/api/documents/not-a-uuid/download?format=pdf'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: method === 'DELETE' ? undefined : '[]',
      });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 401,
        body: { detail: 'Not authenticated', code: 'not_authenticated' },
      });
    }
  });
});
