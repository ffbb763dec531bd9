// The authority duty profiles through supabase-js under RLS: every signed-in user reads them (the
// interruptions screen shows the station's province's), only the platform admin inserts and
// updates them (20261128000400_interruption_explanations.sql); there is no delete, so a province
// the stations still name never loses its duties by mistake. Each write is audited by trigger.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../../services/supabase';
import { written } from '../admin-api';
import type { DutyProfileRow, DutyProfileValues } from './duty-profile-form';

export const DUTY_PROFILES_KEY = ['admin', 'duty-profiles'] as const;

const COLUMNS =
  'id, province, authority_name, notify_within_hours, maintenance_notice_days, recipient_email, recipient_phone, notice_title, confirmed';

export const dutyProfilesQuery = () =>
  queryOptions({
    queryKey: DUTY_PROFILES_KEY,
    queryFn: async () => {
      const { data, error } = await supabase
        .from('authority_duty_profile')
        .select(COLUMNS)
        .order('province');
      if (error) throw new Error(error.message);
      return (data ?? []) as DutyProfileRow[];
    },
    // Profiles are edited here: always start from what is stored now.
    staleTime: 0,
  });

/** A new profile (no id) or a change to a stored one. */
export const saveDutyProfile = ({ id, values }: { id?: number; values: DutyProfileValues }) =>
  written(
    id === undefined
      ? supabase.from('authority_duty_profile').insert(values).select('id')
      : supabase.from('authority_duty_profile').update(values).eq('id', id).select('id'),
  );
