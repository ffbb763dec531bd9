// One camera: its snapshot (or a placeholder) until it is opened, then the live stream.
import { ImageOff, Play, Video, VideoOff, X } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n';
import type { CameraEntry } from './camera-list';
import { serverMediaUrl } from './camera-media';
import { HlsPlayer } from './hls-player';

function Snapshot({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useT();
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <span className="gw-camera__placeholder">
        <ImageOff size={28} aria-hidden="true" />
        {t('maps.camera.noSnapshot')}
      </span>
    );
  }
  return (
    <img
      className="gw-camera__snapshot"
      src={serverMediaUrl(url)}
      alt={alt}
      onError={() => setFailed(true)}
    />
  );
}

export function CameraCard({ entry }: { entry: CameraEntry }) {
  const { t } = useT();
  const { camera, station } = entry;
  const [playing, setPlaying] = useState(false);
  const title = `${camera.name} – ${station.name}`;
  return (
    <li className="gw-camera" data-camera-id={camera.id} aria-label={title}>
      <div className="gw-camera__media">
        {playing && camera.hls_url ? (
          <>
            <HlsPlayer
              url={serverMediaUrl(camera.hls_url)}
              poster={camera.snapshot_url && serverMediaUrl(camera.snapshot_url)}
              title={t('maps.camera.player', { name: camera.name })}
            />
            <button
              type="button"
              className="gw-camera__close"
              onClick={() => setPlaying(false)}
              aria-label={t('maps.camera.close')}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </>
        ) : camera.hls_url ? (
          <button
            type="button"
            className="gw-camera__open"
            onClick={() => setPlaying(true)}
            aria-label={t('maps.camera.play', { name: camera.name })}
          >
            <Snapshot url={camera.snapshot_url} alt="" />
            <span className="gw-camera__play" aria-hidden="true">
              <Play size={22} />
            </span>
          </button>
        ) : (
          <div className="gw-camera__unavailable" role="note">
            <Snapshot url={camera.snapshot_url} alt={camera.name} />
            <span className="gw-camera__badge">
              <VideoOff size={14} aria-hidden="true" /> {t('maps.camera.noStream')}
            </span>
          </div>
        )}
      </div>
      <div className="gw-camera__caption">
        <Video size={16} aria-hidden="true" />
        <div>
          <p className="gw-camera__name">{camera.name}</p>
          <p className="gw-camera__station">
            {station.name} · {station.customerName}
          </p>
        </div>
      </div>
    </li>
  );
}
