// A photo on the timeline. Photos are read with the session's token (never a public address),
// so the image is fetched as a blob and shown from an object URL; a tap opens it full size.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { incidentPhotoQuery } from './incidents-api';

function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export function IncidentPhoto({
  incidentId,
  photoId,
  alt,
}: {
  incidentId: number;
  photoId: number;
  alt: string;
}) {
  const { t } = useT();
  const query = useQuery(incidentPhotoQuery(incidentId, photoId));
  const url = useObjectUrl(query.data);
  if (query.isError) return <p className="gw-muted">{t('incidents.photo.loadError')}</p>;
  if (!url)
    return <div className="gw-incident-photo gw-incident-photo--loading" aria-hidden="true" />;
  return (
    <a className="gw-incident-photo" href={url} target="_blank" rel="noopener">
      <img src={url} alt={alt} loading="lazy" />
    </a>
  );
}
