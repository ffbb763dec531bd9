// /oauth/callback is shared: the Google and Facebook sign-in come back here through the auth
// server with `?provider=`, the Zalo web sign-in and link with Zalo's own code and state.
import { useLocation } from 'react-router-dom';
import { OAuthCallbackPage as ZaloOAuthCallbackPage } from '../../zalo';
import { ExternalSignInCallback } from '../external/external-sign-in-callback';
import { externalCallbackProvider } from '../lib/external-providers';

export function OAuthCallbackPage() {
  const { search } = useLocation();
  return externalCallbackProvider(search) ? <ExternalSignInCallback /> : <ZaloOAuthCallbackPage />;
}
