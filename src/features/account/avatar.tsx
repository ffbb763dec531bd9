// The user's picture, or a person icon when there is none or it fails to load (spec §2).
import { UserRound } from 'lucide-react';
import { useState } from 'react';

export function Avatar({
  url,
  label,
  size = 'large',
}: {
  url: string | null;
  label: string;
  size?: 'large' | 'small';
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const className = `gw-avatar${size === 'large' ? ' gw-avatar--large' : ''}`;
  if (url && failedUrl !== url) {
    return (
      <img
        className={`${className} gw-avatar--image`}
        src={url}
        alt={label}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <span className={className} role="img" aria-label={label}>
      <UserRound size={size === 'large' ? 32 : 20} aria-hidden />
    </span>
  );
}
