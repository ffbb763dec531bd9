// The customer's current plan (spec §3, §4, §7): kept in Recoil with loading, error and the
// last customer id fetched; fetched when the customer id is present and differs from that one.
import { useCallback, useEffect } from 'react';
import { atom, useRecoilState } from 'recoil';
import { supabase } from '../../services/supabase';

export interface SubscriptionPlan {
  id: number;
  name: string;
  price: number | string | null;
  duration: number | null;
  is_first_year: boolean;
}

export interface Subscription {
  customer_id: number;
  status: string;
  end_date: string;
  is_first_year: boolean;
  plan: SubscriptionPlan | null;
}

export interface SubscriptionState {
  subscription: Subscription | null;
  loading: boolean;
  error: string | null;
  lastCustomerId: string | null;
}

export const INITIAL_SUBSCRIPTION_STATE: SubscriptionState = {
  subscription: null,
  loading: false,
  error: null,
  lastCustomerId: null,
};

export const subscriptionState = atom<SubscriptionState>({
  key: 'account/subscription',
  default: INITIAL_SUBSCRIPTION_STATE,
});

/** The active subscription with the latest end date, or null (spec §7). */
export async function fetchSubscription(customerId: string): Promise<Subscription | null> {
  const { data, error } = await supabase
    .from('subscription')
    .select(
      'customer_id, status, end_date, is_first_year, plan(id, name, price, duration, is_first_year)',
    )
    .eq('customer_id', customerId)
    .eq('status', 'active')
    .order('end_date', { ascending: false })
    .limit(1);
  if (error) throw new Error(error.message);
  // A many-to-one embed (plan) comes back as one object, not the list the typings assume.
  return ((data ?? []) as unknown as Subscription[])[0] ?? null;
}

export function useSubscription(customerId: string | null) {
  const [state, setState] = useRecoilState(subscriptionState);

  const load = useCallback(
    (id: string) => {
      setState({ subscription: null, loading: true, error: null, lastCustomerId: id });
      takeSubscriptionFetch(id)
        .then((subscription) =>
          setState((current) =>
            current.lastCustomerId === id ? { ...current, subscription, loading: false } : current,
          ),
        )
        .catch((error: unknown) =>
          setState((current) =>
            current.lastCustomerId === id
              ? {
                  ...current,
                  loading: false,
                  error: error instanceof Error ? error.message : String(error),
                }
              : current,
          ),
        );
    },
    [setState],
  );

  useEffect(() => {
    // Signed out (or no customer): nothing of the previous customer stays around.
    if (customerId === null) {
      if (state.lastCustomerId !== null) setState(INITIAL_SUBSCRIPTION_STATE);
      return;
    }
    if (customerId !== state.lastCustomerId) load(customerId);
  }, [customerId, load, setState, state.lastCustomerId]);

  const retry = useCallback(() => {
    if (customerId !== null) load(customerId);
  }, [customerId, load]);

  return { ...state, retry };
}

/** A fetch started ahead of the home page (subscription-starter.tsx), for its first load. */
let ahead: { customerId: string; startedAt: number; answer: Promise<Subscription | null> } | null =
  null;
/** Older than this, a fetch started ahead is not used (the page was never opened). */
const AHEAD_FRESH_MS = 30_000;

export function fetchSubscriptionAhead(customerId: string): void {
  if (ahead?.customerId === customerId && Date.now() - ahead.startedAt < AHEAD_FRESH_MS) return;
  const answer = fetchSubscription(customerId);
  answer.catch(() => undefined); // reported by the load that takes it
  ahead = { customerId, startedAt: Date.now(), answer };
}

/** The fetch started ahead for `customerId` if still fresh (used once), else a new one. */
function takeSubscriptionFetch(customerId: string): Promise<Subscription | null> {
  const taken = ahead;
  ahead = null;
  return taken?.customerId === customerId && Date.now() - taken.startedAt < AHEAD_FRESH_MS
    ? taken.answer
    : fetchSubscription(customerId);
}
