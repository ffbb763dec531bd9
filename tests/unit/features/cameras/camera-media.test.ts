import { describe, expect, it } from 'vitest';
import { serverMediaUrl } from '../../../../src/features/cameras/camera-media';

describe('camera media addresses', () => {
  it("resolves a root-relative address against the API server's origin", () => {
    expect(serverMediaUrl('/demo-camera/stream.m3u8', 'http://127.0.0.1:3000/api')).toBe(
      'http://127.0.0.1:3000/demo-camera/stream.m3u8',
    );
    // The app under /zapps/<appId>/ on the server itself: still the origin's root.
    expect(serverMediaUrl('/demo-camera/snapshot.jpg', 'https://gw.example.vn/api')).toBe(
      'https://gw.example.vn/demo-camera/snapshot.jpg',
    );
  });

  it('keeps absolute and protocol-relative addresses as they are', () => {
    expect(serverMediaUrl('https://cam.example.vn/a.m3u8', 'http://127.0.0.1:3000/api')).toBe(
      'https://cam.example.vn/a.m3u8',
    );
    expect(serverMediaUrl('//cam.example.vn/a.m3u8', 'http://127.0.0.1:3000/api')).toBe(
      '//cam.example.vn/a.m3u8',
    );
  });

  it("uses the app's configured API by default (the page's origin in tests)", () => {
    expect(serverMediaUrl('/demo-camera/stream.m3u8')).toBe(
      `${window.location.origin}/demo-camera/stream.m3u8`,
    );
  });
});
