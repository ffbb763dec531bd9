// The profile's 'Tài khoản Zalo' section: whether the user's Zalo account is linked, linking it
// (inside Zalo with the mini-app layer's access token, on the web through Zalo's OAuth) and
// unlinking it after a confirmation. Inside Zalo, with the company's OA configured, the user
// can also follow the OA and open a chat with it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useHref } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT } from '../../i18n';
import { notify } from '../../services/toast';
import { remoteConfigState } from '../remote-config';
import { appMiniApp } from './app-mini-app';
import { ZaloSignInError } from './sign-in-errors';
import { beginZaloOAuth } from './web-oauth';
import {
  fetchZaloLink,
  fetchZaloWebConfig,
  linkZalo,
  unlinkZalo,
  type ZaloLinkStatus,
} from './zalo-sign-in-api';
import './zalo.css';

const LINK_QUERY_KEY = ['zalo-link'] as const;

const reasonOf = (error: unknown) => (error instanceof ZaloSignInError ? error.reason : 'unknown');

export function ZaloLinkSection() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const callbackHref = useHref('/oauth/callback');
  const { zalo_oa_id: oaId } = useRecoilValue(remoteConfigState);
  const status = useQuery({ queryKey: LINK_QUERY_KEY, queryFn: fetchZaloLink });
  const [busy, setBusy] = useState<'link' | 'unlink' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inZalo = appMiniApp().bridge.host === 'zalo';

  const settle = (next: ZaloLinkStatus, message: string) => {
    queryClient.setQueryData(LINK_QUERY_KEY, next);
    notify.success(message);
  };

  const link = async () => {
    setBusy('link');
    try {
      if (inZalo) {
        const accessToken = await appMiniApp().helpers.getAccessToken();
        if (!accessToken) throw new ZaloSignInError('token_unavailable');
        settle(await linkZalo({ access_token: accessToken }), t('zalo.link.linkedToast'));
      } else {
        const config = await fetchZaloWebConfig();
        if (!config) throw new ZaloSignInError('zalo_not_configured');
        const redirectUri = new URL(callbackHref, window.location.origin).toString();
        // The page leaves for Zalo and comes back to /oauth/callback, which links.
        window.location.assign(await beginZaloOAuth(config, redirectUri, 'link'));
        return;
      }
    } catch (error) {
      notify.error(t(`zalo.errors.${reasonOf(error)}`));
    }
    setBusy(null);
  };

  const unlink = async () => {
    setBusy('unlink');
    try {
      settle(await unlinkZalo(), t('zalo.link.unlinkedToast'));
    } catch (error) {
      notify.error(t(`zalo.errors.${reasonOf(error)}`));
    }
    setConfirming(false);
    setBusy(null);
  };

  const host = (done: true | null, success?: string) => {
    if (done === null) notify.error(t('zalo.link.hostFailed'));
    else if (success) notify.success(success);
  };

  return (
    <section className="gw-zalo-link" aria-labelledby="gw-zalo-link-title">
      <h2 id="gw-zalo-link-title" className="gw-zalo-link__title">
        {t('zalo.link.title')}
      </h2>
      {status.data?.linked && (status.data.name || status.data.avatar_url) && (
        <div className="gw-zalo-link__account">
          {status.data.avatar_url && (
            <img
              className="gw-zalo-link__avatar"
              src={status.data.avatar_url}
              alt=""
              width={40}
              height={40}
              referrerPolicy="no-referrer"
            />
          )}
          {status.data.name && <span className="gw-zalo-link__name">{status.data.name}</span>}
        </div>
      )}
      <p className="gw-zalo-link__status" role="status">
        {status.isPending && t('zalo.link.loading')}
        {status.isError && t('zalo.link.loadFailed')}
        {status.data?.linked &&
          (status.data.linked_at
            ? t('zalo.link.linked', { date: format(new Date(status.data.linked_at), 'dd/MM/yyyy') })
            : t('zalo.link.linkedNoDate'))}
        {status.data && !status.data.linked && t('zalo.link.notLinked')}
      </p>
      <div className="gw-zalo-link__actions">
        {status.data && !status.data.linked && (
          <button
            type="button"
            className="gw-button gw-button--primary gw-zalo-button"
            onClick={() => void link()}
            disabled={busy !== null}
            aria-busy={busy === 'link'}
          >
            {busy === 'link' ? t('zalo.link.linking') : t('zalo.link.link')}
          </button>
        )}
        {status.data?.linked && (
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={() => setConfirming(true)}
            disabled={busy !== null}
          >
            {t('zalo.link.unlink')}
          </button>
        )}
        {inZalo && oaId && (
          <>
            <button
              type="button"
              className="gw-button gw-button--secondary"
              onClick={() =>
                void appMiniApp()
                  .helpers.followOA({ id: oaId })
                  .then((done) => host(done, t('zalo.link.followedOA')))
              }
            >
              {t('zalo.link.followOA')}
            </button>
            <button
              type="button"
              className="gw-button gw-button--secondary"
              onClick={() =>
                void appMiniApp()
                  .helpers.openChat({ id: oaId, type: 'oa' })
                  .then((done) => host(done))
              }
            >
              {t('zalo.link.chatSupport')}
            </button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('zalo.link.unlinkTitle')}
        description={t('zalo.link.unlinkText')}
        confirmText={t('zalo.link.unlink')}
        variant="danger"
        loading={busy === 'unlink'}
        onConfirm={() => void unlink()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
