// /zalo-welcome and /oauth/error: Vietnamese texts, the remote-config flags, the mini-app
// sign-in path and its failures.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RecoilRoot, useSetRecoilState, type SetterOrUpdater } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteConfigState, type RemoteConfig } from '../../../../src/features/remote-config';
import { OAuthErrorPage } from '../../../../src/features/zalo/oauth-error-page';
import { ZaloWelcomePage } from '../../../../src/features/zalo/zalo-welcome-page';
import { createMiniAppRuntime, remoteConfigDefaults } from '../../../../src/miniapp';

const host = vi.hoisted(() => ({
  kind: 'browser' as 'zalo' | 'browser',
  token: 'zalo-access-token' as string | null,
  phoneToken: 'phone-token-1' as string | null,
  user: { id: '5501', name: 'Trần Văn Zalo', avatar: '' },
}));

vi.mock('../../../../src/features/zalo/app-mini-app', () => ({
  appMiniApp: () => {
    const runtime = createMiniAppRuntime({ host: host.kind });
    return {
      ...runtime,
      helpers: {
        ...runtime.helpers,
        getAccessToken: async () => host.token,
        getPhoneNumberToken: async () => host.phoneToken,
        getUserInfo: async () => host.user,
      },
    };
  },
}));

let setConfig: SetterOrUpdater<RemoteConfig>;
function ConfigHandle() {
  setConfig = useSetRecoilState(remoteConfigState);
  return null;
}

function renderAt(path: string) {
  return render(
    <RecoilRoot>
      <ConfigHandle />
      <MemoryRouter
        initialEntries={[path]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          <Route path="/zalo-welcome" element={<ZaloWelcomePage />} />
          <Route path="/oauth/error" element={<OAuthErrorPage />} />
          <Route path="/login" element={<p>Trang đăng nhập</p>} />
        </Routes>
      </MemoryRouter>
    </RecoilRoot>,
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  host.kind = 'browser';
  host.token = 'zalo-access-token';
  host.phoneToken = 'phone-token-1';
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const zaloButton = () => screen.queryByRole('button', { name: 'Đăng nhập với Zalo' });

describe('/zalo-welcome', () => {
  it('introduces the product and offers Zalo and e-mail sign-in', () => {
    renderAt('/zalo-welcome');
    expect(screen.getByRole('heading', { name: 'Chào mừng đến với GreenWatch' })).toBeVisible();
    expect(screen.getByText('Theo dõi số liệu trực tuyến')).toBeVisible();
    expect(zaloButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Đăng nhập bằng email' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('follows enable_zalo_login and enable_welcome_page as they change', () => {
    renderAt('/zalo-welcome');
    act(() => setConfig({ ...remoteConfigDefaults(), enable_zalo_login: false }));
    expect(zaloButton()).toBeNull();
    expect(screen.getByRole('link', { name: 'Đăng nhập bằng email' })).toHaveClass(
      'gw-button--primary',
    );
    act(() => setConfig({ ...remoteConfigDefaults(), enable_welcome_page: false }));
    expect(screen.getByText('Trang đăng nhập')).toBeVisible();
  });

  it("inside Zalo signs in with the host's token and offers a stranger the phone match", async () => {
    host.kind = 'zalo';
    fetchMock.mockResolvedValue(
      reply(403, { error: 'no_access', message: 'Tài khoản không có quyền truy cập hệ thống' }),
    );
    renderAt('/zalo-welcome');
    await userEvent.click(zaloButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tài khoản không có quyền truy cập hệ thống',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/zalo\/sign-in$/);
    expect(JSON.parse(String(init?.body))).toEqual({ access_token: 'zalo-access-token' });
    expect(screen.getByRole('heading', { name: 'Liên kết bằng số điện thoại' })).toBeVisible();
    // Which Zalo account would be linked: its name from the mini-app layer's user info.
    expect(await screen.findByText('Tài khoản Zalo: Trần Văn Zalo')).toBeVisible();
    expect(zaloButton()).toBeNull();
  });

  it('shares the phone token only after consent, and explains a number matching nobody', async () => {
    host.kind = 'zalo';
    fetchMock.mockResolvedValueOnce(reply(403, { error: 'no_access' }));
    renderAt('/zalo-welcome');
    await userEvent.click(zaloButton()!);
    const share = await screen.findByRole('button', { name: 'Chia sẻ số điện thoại và liên kết' });
    expect(share).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Tôi đồng ý chia sẻ số điện thoại/ }),
    );
    fetchMock.mockResolvedValueOnce(reply(403, { error: 'no_matching_account' }));
    await userEvent.click(share);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không tìm thấy tài khoản nào có số điện thoại này đã được xác minh.',
    );
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toMatch(/\/api\/zalo\/phone-sign-in$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      access_token: 'zalo-access-token',
      phone_token: 'phone-token-1',
      consent: true,
    });
  });

  it('says so when the user will not share the phone number, and sends nothing', async () => {
    host.kind = 'zalo';
    host.phoneToken = null;
    fetchMock.mockResolvedValueOnce(reply(403, { error: 'no_access' }));
    renderAt('/zalo-welcome');
    await userEvent.click(zaloButton()!);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: /Tôi đồng ý chia sẻ số điện thoại/ }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Chia sẻ số điện thoại và liên kết' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không lấy được số điện thoại từ Zalo',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('inside Zalo explains a token the host would not give', async () => {
    host.kind = 'zalo';
    host.token = null;
    renderAt('/zalo-welcome');
    await userEvent.click(zaloButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không lấy được thông tin đăng nhập từ Zalo',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in a browser says so clearly when the server has no Zalo App configured', async () => {
    fetchMock.mockResolvedValue(reply(200, { web: null }));
    renderAt('/zalo-welcome');
    await userEvent.click(zaloButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đăng nhập với Zalo chưa được cấu hình cho phiên bản web',
    );
  });
});

describe('/oauth/error', () => {
  it.each([
    ['no_access', 'Tài khoản không có quyền truy cập hệ thống'],
    ['access_denied', 'Bạn đã từ chối cấp quyền cho ứng dụng trên Zalo.'],
    ['something-else', 'Đăng nhập với Zalo thất bại. Vui lòng thử lại.'],
  ])('explains %s and offers the ways on', (reason, text) => {
    renderAt(`/oauth/error?reason=${reason}`);
    expect(screen.getByRole('heading', { name: 'Không đăng nhập được với Zalo' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Thử lại' })).toHaveAttribute('href', '/zalo-welcome');
    expect(screen.getByRole('link', { name: 'Đăng nhập bằng email' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
