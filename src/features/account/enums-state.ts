// The enums table (spec §3, §4): loaded once at start, if not yet initialised and not loading,
// then read everywhere a coded value is shown (role labels through user_role, spec §6).
import { useEffect } from 'react';
import { atom, useRecoilState, useRecoilValue } from 'recoil';
import type { EnumEntry } from '../../lib/display';
import { supabase } from '../../services/supabase';

export interface EnumsState {
  items: readonly EnumEntry[];
  loading: boolean;
  error: string | null;
  initialized: boolean;
}

export const enumsState = atom<EnumsState>({
  key: 'account/enums',
  default: { items: [], loading: false, error: null, initialized: false },
});

export async function fetchEnums(): Promise<EnumEntry[]> {
  const { data, error } = await supabase.from('enums').select('*').order('sort_order');
  if (error) throw new Error(error.message);
  return (data ?? []) as EnumEntry[];
}

/** Mounted once at the app root. */
export function EnumsLoader() {
  const [state, setState] = useRecoilState(enumsState);
  const needed = !state.initialized && !state.loading;

  useEffect(() => {
    if (!needed) return;
    setState((current) => ({ ...current, loading: true, error: null }));
    fetchEnums()
      .then((items) => setState({ items, loading: false, error: null, initialized: true }))
      .catch((error: unknown) => {
        console.warn('Enums unavailable, coded values show raw:', error);
        // Initialised with nothing: values show raw rather than retrying in a loop.
        setState({
          items: [],
          loading: false,
          error: error instanceof Error ? error.message : String(error),
          initialized: true,
        });
      });
  }, [needed, setState]);

  return null;
}

export function useEnums(): readonly EnumEntry[] {
  return useRecoilValue(enumsState).items;
}
