// Which player a camera stream gets. hls.js plays HLS through Media Source Extensions wherever
// they exist; Apple's WebKit (Safari, every iOS browser, the Zalo container on iOS) plays HLS
// natively and gets its own player first; a browser with neither cannot play the stream.

export type PlaybackEngine = 'hls.js' | 'native' | 'unsupported';

export interface PlaybackAbilities {
  /** hls.js can run here (Hls.isSupported(): MediaSource with H.264). */
  mediaSourceHls: boolean;
  /** The video element says it can play application/vnd.apple.mpegurl itself. */
  nativeHls: boolean;
  /** The browser engine is Apple's WebKit. */
  appleWebKit: boolean;
}

export function choosePlaybackEngine(abilities: PlaybackAbilities): PlaybackEngine {
  if (abilities.nativeHls && abilities.appleWebKit) return 'native';
  if (abilities.mediaSourceHls) return 'hls.js';
  if (abilities.nativeHls) return 'native';
  return 'unsupported';
}

export function isAppleWebKit(vendor: string): boolean {
  return vendor.startsWith('Apple');
}
