// Customer logo and 'Cung cấp bởi' image (spec §2): a placeholder while loading, the bundled
// default when the logo is absent or fails, the powered-by image hidden when it fails.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import defaultLogo from '../../assets/logo.svg';
import { useT } from '../i18n';
import { fetchLogo } from './logo-api';
import { Skeleton } from './skeleton';

export const LOGO_MAX_WIDTH = 180;
export const LOGO_MAX_HEIGHT = 127;

function useLogoUrls(enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'logo'],
    queryFn: ({ signal }) => fetchLogo(signal),
    enabled,
  });
}

export function Logo({ enabled = true }: { enabled?: boolean }) {
  const { t } = useT();
  const { data, isLoading, isError } = useLogoUrls(enabled);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (isError) console.warn('Logo fetch failed; showing the default logo');
  }, [isError]);
  if (isLoading) return <Skeleton width={140} height={48} className="gw-logo-placeholder" />;
  const src = !failed && data?.logo ? data.logo : defaultLogo;
  return (
    <img
      className="gw-logo"
      src={src}
      alt={t('logo.alt')}
      style={{ maxWidth: LOGO_MAX_WIDTH, maxHeight: LOGO_MAX_HEIGHT }}
      onError={() => setFailed(true)}
    />
  );
}

export function PoweredBy({ enabled = true }: { enabled?: boolean }) {
  const { t } = useT();
  const { data } = useLogoUrls(enabled);
  const [failed, setFailed] = useState(false);
  if (!data?.poweredBy || failed) return null;
  return (
    <figure className="gw-powered-by">
      <figcaption>{t('nav.poweredBy')}</figcaption>
      <img src={data.poweredBy} alt={t('logo.poweredByAlt')} onError={() => setFailed(true)} />
    </figure>
  );
}
