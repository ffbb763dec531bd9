// Camera addresses may be root-relative ('/demo-camera/stream.m3u8': media the GreenWatch server
// serves itself, as the demo cameras do). Such an address belongs to the server's origin, which
// is the page's when the server serves the app (at / or under /zapps/<appId>/) but not when
// another host does (the Vite dev server, Zalo's mini-app hosting): resolve it against the API.
import { publicConfig } from '../../services/config';

export function serverMediaUrl(url: string, apiUrl: string = publicConfig.apiUrl): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return new URL(url, apiUrl).href;
}
