import { describe, expect, it } from 'vitest';
import { cameraEntries, pickedStation } from '../../../../src/features/cameras/camera-list';
import { choosePlaybackEngine, isAppleWebKit } from '../../../../src/features/cameras/hls-support';
import { station } from '../maps/fixtures';

describe('HLS playback decision', () => {
  it('uses hls.js where Media Source Extensions play HLS (Chrome, Android, Zalo on Android)', () => {
    expect(
      choosePlaybackEngine({ mediaSourceHls: true, nativeHls: false, appleWebKit: false }),
    ).toBe('hls.js');
    // Chromium now answers 'maybe' for HLS itself: hls.js still wins off Apple.
    expect(
      choosePlaybackEngine({ mediaSourceHls: true, nativeHls: true, appleWebKit: false }),
    ).toBe('hls.js');
  });

  it('uses the native player on Apple WebKit (Safari, iOS, Zalo on iOS)', () => {
    expect(choosePlaybackEngine({ mediaSourceHls: true, nativeHls: true, appleWebKit: true })).toBe(
      'native',
    );
    expect(
      choosePlaybackEngine({ mediaSourceHls: false, nativeHls: true, appleWebKit: true }),
    ).toBe('native');
    expect(
      choosePlaybackEngine({ mediaSourceHls: false, nativeHls: true, appleWebKit: false }),
    ).toBe('native');
  });

  it('says unsupported when neither can play', () => {
    expect(
      choosePlaybackEngine({ mediaSourceHls: false, nativeHls: false, appleWebKit: true }),
    ).toBe('unsupported');
  });

  it('recognises Apple WebKit by its vendor string', () => {
    expect(isAppleWebKit('Apple Computer, Inc.')).toBe(true);
    expect(isAppleWebKit('Google Inc.')).toBe(false);
    expect(isAppleWebKit('')).toBe(false);
  });
});

describe('camera list', () => {
  const camera = (id: number) => ({
    id,
    name: `Camera ${id}`,
    hls_url: `https://cam.example.vn/${id}.m3u8`,
    snapshot_url: null,
  });
  const stations = [
    station({ id: 1, cameras: [camera(11), camera(12)] }),
    station({ id: 2, cameras: [] }),
    station({ id: 3, cameras: [camera(31)] }),
  ];

  it('lists every camera with its station, or one station’s', () => {
    expect(cameraEntries(stations, null).map((e) => [e.station.id, e.camera.id])).toEqual([
      [1, 11],
      [1, 12],
      [3, 31],
    ]);
    expect(cameraEntries(stations, 3).map((e) => e.camera.id)).toEqual([31]);
    expect(cameraEntries(stations, 2)).toEqual([]);
  });

  it('takes the station from the URL only when it is one of the list', () => {
    expect(pickedStation(stations, '3')).toBe(3);
    expect(pickedStation(stations, '99')).toBeNull();
    expect(pickedStation(stations, 'abc')).toBeNull();
    expect(pickedStation(stations, '')).toBeNull();
    expect(pickedStation(stations, null)).toBeNull();
  });
});
