import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ZALO_ENDPOINTS,
  exchangeTokenV3,
  exchangeTokenV4,
  fetchZaloUserInfo,
  MiniAppError,
  miniAppRedirectUri,
  sendActionLogBatch,
  zaloEndpoints,
} from '../../../src/miniapp';
import { fakeHttp, form, json } from './fake-http';

const endpoints = zaloEndpoints({ userInfo: 'http://127.0.0.1:9/v2.0/me' });

describe('Zalo endpoints', () => {
  it('default to the real Zalo hosts and can be overridden one by one', () => {
    expect(DEFAULT_ZALO_ENDPOINTS).toEqual({
      userInfo: 'https://graph.zalo.me/v2.0/me',
      accessTokenV4: 'https://h5.zalo.me/openapi/access_token',
      accessTokenV3: 'https://oauth.zaloapp.com/v3/access_token',
      actionLog: 'https://h5.zalo.me/log/async',
    });
    expect(endpoints.userInfo).toBe('http://127.0.0.1:9/v2.0/me');
    expect(endpoints.actionLog).toBe(DEFAULT_ZALO_ENDPOINTS.actionLog);
    expect(miniAppRedirectUri('123')).toBe('https://h5.zdn.vn/zapps/123/');
  });
});

describe('fetchZaloUserInfo', () => {
  it('asks for the spec fields with miniapp_id and the access_token header', async () => {
    const { http, requests } = fakeHttp(() =>
      json({
        id: '42',
        name: 'Nguyễn Văn A',
        picture: { data: { url: 'https://avatar.test/a.jpg' } },
        user_id_by_oa: 'oa-42',
        is_follower: true,
        is_sensitive: false,
      }),
    );
    const user = await fetchZaloUserInfo(
      { http, endpoints },
      { accessToken: 'tok', miniAppId: 'app-1' },
    );
    expect(user).toEqual({
      id: '42',
      name: 'Nguyễn Văn A',
      avatar: 'https://avatar.test/a.jpg',
      idByOA: 'oa-42',
      followedOA: true,
      isSensitive: false,
    });
    const [request] = requests;
    expect(request.url.searchParams.get('fields')).toBe(
      'id,name,user_id_by_oa,is_sensitive,picture',
    );
    expect(request.url.searchParams.get('miniapp_id')).toBe('app-1');
    expect(request.headers.get('access_token')).toBe('tok');
  });

  it('leaves miniapp_id out for a token from the web sign-in', async () => {
    const { http, requests } = fakeHttp(() => json({ id: '1', name: 'A' }));
    await fetchZaloUserInfo({ http, endpoints }, { accessToken: 'web-token' });
    expect(requests[0].url.searchParams.has('miniapp_id')).toBe(false);
    expect(requests[0].headers.get('access_token')).toBe('web-token');
  });

  it('asks for the avatar size when one is given', async () => {
    const { http, requests } = fakeHttp(() => json({ id: '1', name: 'A' }));
    const user = await fetchZaloUserInfo(
      { http, endpoints },
      { accessToken: 't', miniAppId: 'm', avatarType: 'large' },
    );
    expect(requests[0].url.searchParams.get('fields')).toContain('picture.type(large)');
    expect(user.avatar).toBe('');
  });

  it('throws a negative error code with its message', async () => {
    const { http } = fakeHttp(() => json({ error: -216, message: 'Access token is invalid' }));
    const failure = await fetchZaloUserInfo(
      { http, endpoints },
      { accessToken: 'bad', miniAppId: 'm' },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MiniAppError);
    expect(failure).toMatchObject({ code: -216, message: 'Access token is invalid' });
  });

  it('throws an unknown-error default when the negative code has no message', async () => {
    const { http } = fakeHttp(() => json({ error: -500 }));
    await expect(
      fetchZaloUserInfo({ http, endpoints }, { accessToken: 'x', miniAppId: 'm' }),
    ).rejects.toMatchObject({
      code: -500,
      message: 'Unknown error while reading the Zalo user profile.',
    });
  });

  it('throws on a non-OK HTTP status', async () => {
    const { http } = fakeHttp(() => new Response('nope', { status: 500 }));
    await expect(
      fetchZaloUserInfo({ http, endpoints }, { accessToken: 'x', miniAppId: 'm' }),
    ).rejects.toMatchObject({ name: 'HttpStatusError', status: 500 });
  });
});

describe('token exchanges', () => {
  it('v4 authorization_code sends the form fields and parses a string expires_in', async () => {
    const { http, requests } = fakeHttp(() =>
      json({ access_token: 'a', refresh_token: 'r', expires_in: '3600' }),
    );
    const token = await exchangeTokenV4(
      { http, endpoints },
      { appId: 'app', grant: { grantType: 'authorization_code', code: 'c', codeVerifier: 'v' } },
    );
    expect(token).toEqual({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600 });
    expect(requests[0].method).toBe('POST');
    expect(form(requests[0])).toEqual({
      app_id: 'app',
      grant_type: 'authorization_code',
      code: 'c',
      code_verifier: 'v',
    });
  });

  it('v4 refresh_token sends the refresh token instead of the code', async () => {
    const { http, requests } = fakeHttp(() => json({ access_token: 'b', expires_in: 60 }));
    const token = await exchangeTokenV4(
      { http, endpoints },
      { appId: 'app', grant: { grantType: 'refresh_token', refreshToken: 'r1' } },
    );
    expect(token).toEqual({ accessToken: 'b', refreshToken: undefined, expiresIn: 60 });
    expect(form(requests[0])).toEqual({
      app_id: 'app',
      grant_type: 'refresh_token',
      refresh_token: 'r1',
    });
  });

  it('v3 is a GET with app_id, redirect_uri and code', async () => {
    const { http, requests } = fakeHttp(() => json({ access_token: 'v3', expires_in: 90 }));
    const token = await exchangeTokenV3(
      { http, endpoints },
      { appId: 'z', redirectUri: 'https://h5.zdn.vn/zapps/m/', code: 'c3' },
    );
    expect(token).toEqual({ accessToken: 'v3', refreshToken: undefined, expiresIn: 90 });
    const url = requests[0].url;
    expect(requests[0].method).toBe('GET');
    expect(url.searchParams.get('app_id')).toBe('z');
    expect(url.searchParams.get('redirect_uri')).toBe('https://h5.zdn.vn/zapps/m/');
    expect(url.searchParams.get('code')).toBe('c3');
  });

  it('an error reply or a reply without access_token is an unauthorized error', async () => {
    const { http } = fakeHttp(() => json({ error: -14019, error_description: 'Invalid code' }));
    await expect(
      exchangeTokenV3({ http, endpoints }, { appId: 'z', redirectUri: 'r', code: 'c' }),
    ).rejects.toMatchObject({ code: -1401, message: 'Invalid code' });
    const empty = fakeHttp(() => json({}));
    await expect(
      exchangeTokenV3({ http: empty.http, endpoints }, { appId: 'z', redirectUri: 'r', code: 'c' }),
    ).rejects.toMatchObject({ code: -1401 });
  });
});

describe('sendActionLogBatch', () => {
  it('posts appId and the JSON list of {action, error, message, data}', async () => {
    const { http, requests } = fakeHttp(() => json({ error: 0 }));
    await sendActionLogBatch(
      { http, endpoints },
      {
        appId: 'app-7',
        entries: [{ action: 'openChat', error: 0, message: 'Success', data: { uid: '1' } }],
      },
    );
    const body = form(requests[0]);
    expect(requests[0].url.href).toBe('https://h5.zalo.me/log/async');
    expect(body.appId).toBe('app-7');
    expect(JSON.parse(body.data)).toEqual([
      { action: 'openChat', error: 0, message: 'Success', data: { uid: '1' } },
    ]);
  });
});
