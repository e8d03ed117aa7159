import { describe, expect, it } from 'vitest';
import type { OAuthConfigResponse } from '@statemint/contracts';
import type { ApiResult } from '../../api/client.ts';
import { googleSignInStep } from './googleSignIn.ts';

const answer = (google: boolean) => (): Promise<ApiResult<OAuthConfigResponse>> =>
  Promise.resolve({ ok: true, status: 200, data: { google } });

describe('googleSignInStep', () => {
  it('leaves for the start route, with the converter as the way back, when Google sign-in is on', async () => {
    expect(await googleSignInStep('https://statemint.app', answer(true))).toEqual({
      kind: 'redirect',
      url: '/api/auth/oauth/google/start?redirect=https%3A%2F%2Fstatemint.app%2Fconverter',
    });
  });

  it('stays and shows the server’s text when it is not configured', async () => {
    expect(await googleSignInStep('https://statemint.app', answer(false))).toEqual({
      kind: 'toast',
      message: 'Google sign-in is not configured on this server',
    });
  });

  it('stays when the server cannot say: its detail, else the generic text', async () => {
    const failed = (detail: string | null) => () =>
      Promise.resolve({ ok: false as const, status: 503, detail, code: null, network: false });
    expect(await googleSignInStep('https://a.b', failed('Down for maintenance'))).toEqual({
      kind: 'toast',
      message: 'Down for maintenance',
    });
    expect(await googleSignInStep('https://a.b', failed(null))).toEqual({
      kind: 'toast',
      message: 'An unexpected error occurred',
    });
  });
});
