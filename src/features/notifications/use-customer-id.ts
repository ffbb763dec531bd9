import { useRecoilValue } from 'recoil';
import { sessionUserState } from '../auth';

/** The signed-in user's customer id (spec §6: notifications are fetched by it), or null. */
export function useCustomerId(): string | null {
  const user = useRecoilValue(sessionUserState);
  const customerId = (user?.user_metadata as Record<string, unknown> | undefined)?.customer_id;
  if (typeof customerId === 'number') return String(customerId);
  return typeof customerId === 'string' && customerId.trim() !== '' ? customerId.trim() : null;
}
