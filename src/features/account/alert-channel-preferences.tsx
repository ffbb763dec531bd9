// The profile's 'Kênh nhận cảnh báo' (issue 17): where the user receives alerts. The bell is
// every alert's record and always on; e-mail is the profile's alert-email switch above (shown
// here as it stands); Zalo OA and ZNS are the user's own row of alert_channel_preference, saved
// at each switch. A channel the user cannot receive is disabled with the reason: OA needs a
// linked Zalo account, ZNS a verified phone (app_user, as the delivery queue reads them).
import type { User } from '@supabase/supabase-js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from '../../components/form';
import { alertChannels } from '../../i18n/features/alert-channels';
import { supabase } from '../../services/supabase';
import { notify } from '../../services/toast';
import { accountProfile } from './account-summary';
import './alert-channels.css';

const texts = alertChannels.preferences;

interface ChannelState {
  linked: boolean;
  verifiedPhone: boolean;
  zalo_oa: boolean;
  zns: boolean;
}

type ZaloChannels = Pick<ChannelState, 'zalo_oa' | 'zns'>;

async function channelState(userId: string): Promise<ChannelState> {
  const [account, preference] = await Promise.all([
    supabase
      .from('app_user')
      .select('zalo_user_id, verified_phone')
      .eq('user_id', userId)
      .maybeSingle(),
    supabase
      .from('alert_channel_preference')
      .select('zalo_oa, zns')
      .eq('user_id', userId)
      .maybeSingle(),
  ]);
  const error = account.error ?? preference.error;
  if (error) throw new Error(error.message);
  const row = account.data as { zalo_user_id: string | null; verified_phone: string | null } | null;
  const chosen = preference.data as ZaloChannels | null;
  return {
    linked: Boolean(row?.zalo_user_id),
    verifiedPhone: Boolean(row?.verified_phone),
    zalo_oa: chosen?.zalo_oa ?? false,
    zns: chosen?.zns ?? false,
  };
}

async function saveChannels(userId: string, channels: ZaloChannels): Promise<void> {
  const { error } = await supabase
    .from('alert_channel_preference')
    .upsert({ user_id: userId, ...channels }, { onConflict: 'user_id' });
  if (error) throw new Error(error.message);
}

export function AlertChannelPreferences({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const queryKey = ['alert-channel-preferences', user.id];
  const state = useQuery({ queryKey, queryFn: () => channelState(user.id) });
  // The switch moves at once, in the click's own render; a refused save puts it back.
  const save = useMutation({
    mutationFn: ({ channels }: { channels: ZaloChannels; before: ChannelState }) =>
      saveChannels(user.id, channels),
    onSuccess: () => notify.success(texts.saved),
    onError: (error, { before }) => {
      queryClient.setQueryData(queryKey, before);
      notify.error(texts.failed.replace('{{reason}}', error.message));
    },
  });
  const current = state.data;
  const toggle = (channel: keyof ZaloChannels, on: boolean) => {
    if (!current) return;
    const channels = { zalo_oa: current.zalo_oa, zns: current.zns, [channel]: on };
    queryClient.setQueryData<ChannelState>(queryKey, { ...current, ...channels });
    save.mutate({ channels, before: current });
  };
  const emailOn = accountProfile(user).alertEmails;

  return (
    <section className="gw-alert-channels" aria-labelledby="gw-alert-channels-title">
      <h2 id="gw-alert-channels-title" className="gw-alert-channels__title">
        {texts.title}
      </h2>
      <p className="gw-muted gw-alert-channels__intro">{texts.intro}</p>
      {state.isError ? (
        <p className="gw-field__error" role="alert">
          {texts.loadFailed}
        </p>
      ) : (
        <div className="gw-alert-channels__list" aria-busy={!current || save.isPending}>
          <Switch label={texts.bell} hint={texts.bellHint} checked disabled readOnly />
          <Switch
            label={texts.email}
            hint={emailOn ? texts.emailOn : texts.emailOff}
            checked={emailOn}
            disabled
            readOnly
          />
          <Switch
            label={texts.zaloOa}
            hint={current && !current.linked ? texts.zaloOaUnlinked : texts.zaloOaHint}
            checked={Boolean(current?.linked && current.zalo_oa)}
            disabled={!current?.linked || save.isPending}
            onChange={(event) => toggle('zalo_oa', event.target.checked)}
          />
          <Switch
            label={texts.zns}
            hint={current && !current.verifiedPhone ? texts.znsNoPhone : texts.znsHint}
            checked={Boolean(current?.verifiedPhone && current.zns)}
            disabled={!current?.verifiedPhone || save.isPending}
            onChange={(event) => toggle('zns', event.target.checked)}
          />
        </div>
      )}
    </section>
  );
}
