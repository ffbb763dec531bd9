// Live playback of one camera's HLS stream: hls.js (loaded on demand) or the platform's own HLS
// player, muted so it may start by itself, with Vietnamese states for connecting, failure and
// an unsupported browser. The snapshot stays as the poster, so a failed stream still shows it.
import { CircleAlert, LoaderCircle, RotateCcw, VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { choosePlaybackEngine, isAppleWebKit, type PlaybackEngine } from './hls-support';

type PlayerState = 'loading' | 'playing' | 'error' | 'unsupported';

/** The light build (no subtitles, alternate audio or DRM), same API; loaded on first play. */
async function loadHls(): Promise<typeof import('hls.js').default> {
  const module = (await import('hls.js/light')) as typeof import('hls.js');
  return module.default;
}

async function detectEngine(video: HTMLVideoElement): Promise<PlaybackEngine> {
  const Hls = await loadHls();
  return choosePlaybackEngine({
    mediaSourceHls: Hls.isSupported(),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    appleWebKit: isAppleWebKit(navigator.vendor),
  });
}

/** Starts playback and returns how to stop it. */
async function startPlayback(
  video: HTMLVideoElement,
  url: string,
  engine: PlaybackEngine,
  onFatal: () => void,
): Promise<() => void> {
  if (engine === 'native') {
    video.src = url;
    void video.play().catch(() => undefined);
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  const Hls = await loadHls();
  const hls = new Hls({
    manifestLoadingMaxRetry: 1,
    levelLoadingMaxRetry: 1,
    fragLoadingMaxRetry: 2,
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => undefined));
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

export function HlsPlayer({
  url,
  poster,
  title,
}: {
  url: string;
  poster: string | null;
  title: string;
}) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const fail = () => !cancelled && setState('error');
    const playing = () => !cancelled && setState('playing');
    setState('loading');
    element.addEventListener('playing', playing);
    element.addEventListener('error', fail);
    detectEngine(element)
      .then((engine) => {
        if (cancelled) return undefined;
        if (engine === 'unsupported') return setState('unsupported');
        return startPlayback(element, url, engine, fail).then((stopper) => {
          if (cancelled) stopper();
          else stop = stopper;
        });
      })
      .catch(fail);
    return () => {
      cancelled = true;
      element.removeEventListener('playing', playing);
      element.removeEventListener('error', fail);
      stop?.();
    };
  }, [url, attempt]);

  return (
    <div className={`gw-player gw-player--${state}`} data-state={state}>
      <video
        ref={video}
        className="gw-player__video"
        poster={poster ?? undefined}
        muted
        playsInline
        autoPlay
        // A recorded clip (the demo cameras) starts over at its end; a live stream has none.
        loop
        controls={state === 'playing'}
        aria-label={title}
      />
      {state === 'playing' && (
        <span className="gw-player__live">
          <span className="gw-player__live-dot" aria-hidden="true" />
          {t('maps.camera.live')}
        </span>
      )}
      {state === 'loading' && (
        <p className="gw-player__overlay" role="status">
          <LoaderCircle size={22} className="gw-player__spin" aria-hidden="true" />
          {t('maps.camera.loadingStream')}
        </p>
      )}
      {state === 'error' && (
        <div className="gw-player__overlay gw-player__overlay--error" role="alert">
          <CircleAlert size={22} aria-hidden="true" />
          <span>{t('maps.camera.streamError')}</span>
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            <RotateCcw size={16} aria-hidden="true" /> {t('maps.camera.retry')}
          </button>
        </div>
      )}
      {state === 'unsupported' && (
        <p className="gw-player__overlay gw-player__overlay--error" role="alert">
          <VideoOff size={22} aria-hidden="true" />
          {t('maps.camera.unsupported')}
        </p>
      )}
    </div>
  );
}
