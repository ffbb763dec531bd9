// @vitest-environment node
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  cameraAddress,
  resolveCameraAddress,
  SnapshotError,
} from '../../../../server/evidence/camera-fetch';
import { DEFAULT_SNAPSHOT_LIMITS } from '../../../../server/evidence/camera-snapshot';
import { fetchHlsFrame } from '../../../../server/evidence/hls-frame';

// A camera with only an HLS stream: the newest segment of its playlist is fetched within the
// same limits as a snapshot and one frame is decoded by the real ffmpeg (Debian's package).
// The demo camera's stream (assets/demo-camera) is served in-process, as the server does.

const demo = (name: string) =>
  readFileSync(new URL(`../../../../assets/demo-camera/${name}`, import.meta.url));
/** Our own routes: the demo camera's files and any extra ones a test adds. */
const localFiles =
  (extra: Record<string, string | Buffer> = {}) =>
  (path: string) => {
    const name = path.replace('/demo-camera/', '');
    if (name in extra)
      return Promise.resolve(new Response(new Uint8Array(Buffer.from(extra[name]!))));
    try {
      return Promise.resolve(new Response(new Uint8Array(demo(name))));
    } catch {
      return Promise.resolve(new Response('not found', { status: 404 }));
    }
  };

describe('a frame of an HLS stream', () => {
  it("decodes the newest segment of the demo camera's stream to a JPEG", async () => {
    const jpeg = await fetchHlsFrame('/demo-camera/stream.m3u8', localFiles());
    const { format, width, height } = await sharp(jpeg).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 480, height: 270 });
  });

  it("takes a master playlist's lightest variant", async () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=4000000,RESOLUTION=1920x1080',
      'missing-hd.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=480x270',
      'stream.m3u8',
    ].join('\n');
    const jpeg = await fetchHlsFrame(
      '/demo-camera/master.m3u8',
      localFiles({ 'master.m3u8': master }),
    );
    expect((await sharp(jpeg).metadata()).width).toBe(480);
  });

  it('refuses what is not a playlist, a segment that is not video, and one over its cap', async () => {
    await expect(
      fetchHlsFrame('/demo-camera/page.m3u8', localFiles({ 'page.m3u8': '<html>' })),
    ).rejects.toThrow('not an HLS playlist');
    const playlist = (segment: string) =>
      `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${segment}\n#EXT-X-ENDLIST\n`;
    await expect(
      fetchHlsFrame(
        '/demo-camera/junk.m3u8',
        localFiles({ 'junk.m3u8': playlist('junk.ts'), 'junk.ts': Buffer.alloc(4096, 7) }),
      ),
    ).rejects.toThrow(/no frame decoded from the stream/);
    await expect(
      fetchHlsFrame('/demo-camera/stream.m3u8', localFiles(), {
        ...DEFAULT_SNAPSHOT_LIMITS,
        segmentMaxBytes: 1024,
      }),
    ).rejects.toThrow('segment too large');
    await expect(
      fetchHlsFrame('/demo-camera/stream.m3u8', localFiles(), {
        ...DEFAULT_SNAPSHOT_LIMITS,
        maxBytes: 100,
      }),
    ).rejects.toThrow('snapshot too large');
  });

  it('says so when the server has no decoder', async () => {
    await expect(
      fetchHlsFrame(
        '/demo-camera/stream.m3u8',
        localFiles(),
        DEFAULT_SNAPSHOT_LIMITS,
        'no-ffmpeg-here',
      ),
    ).rejects.toThrow('no video decoder (ffmpeg) on the server');
  });

  it('reads playlist entries relative to the playlist, never turning a remote one into ours', () => {
    const remote = cameraAddress('https://cam.example.vn/live/index.m3u8');
    expect(resolveCameraAddress(remote, 'seg-9.ts')).toEqual({
      kind: 'remote',
      url: new URL('https://cam.example.vn/live/seg-9.ts'),
    });
    // A root-relative entry of a remote playlist is that host's path, not our demo route.
    expect(resolveCameraAddress(remote, '/demo-camera/snapshot.jpg')).toMatchObject({
      kind: 'remote',
    });
    expect(
      resolveCameraAddress(cameraAddress('/demo-camera/stream.m3u8'), 'segment-3.mpegts'),
    ).toEqual({ kind: 'local', path: '/demo-camera/segment-3.mpegts' });
    expect(() =>
      resolveCameraAddress(cameraAddress('/demo-camera/stream.m3u8'), '//cam.example.vn/x.ts'),
    ).toThrow(SnapshotError);
    expect(() => cameraAddress('file:///etc/passwd')).toThrow(SnapshotError);
    // Our in-process routes answer the demo camera's files and nothing else.
    expect(() => cameraAddress('/demo-camera/../api/public-stations')).toThrow(SnapshotError);
    expect(() => cameraAddress('/demo-camera/a/b.ts')).toThrow(SnapshotError);
  });
});
