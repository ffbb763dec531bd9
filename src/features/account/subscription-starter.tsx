// Starts fetching the customer's plan on the home page as soon as the session is known, beside
// the page's own code, rather than once the page has rendered: home shows its blocks only when
// it is settled whether there is a plan warning above them (no layout shift), so the plan is on
// the way to the first full paint. The page's first load takes that fetch (subscription-state).
// Its code is loaded only then, not with the sign-in page.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { sessionUserState } from '../auth';

export function SubscriptionStarter() {
  const { pathname } = useLocation();
  const user = useRecoilValue(sessionUserState);
  const metadataCustomerId: unknown = user?.user_metadata?.customer_id;
  const customerId = typeof metadataCustomerId === 'number' ? String(metadataCustomerId) : null;
  const onHome = pathname === '/';

  useEffect(() => {
    if (!onHome || customerId === null) return;
    void import('./subscription-state').then((module) => module.fetchSubscriptionAhead(customerId));
  }, [onHome, customerId]);

  return null;
}
