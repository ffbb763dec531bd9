// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fetchCameraSnapshot, SnapshotError } from '../../../../server/evidence/camera-snapshot';
import { BlockedAddressError, isPublicAddress } from '../../../../server/evidence/public-address';

// A camera's snapshot address is customer data: only public http(s) addresses are fetched, a
// root-relative one only from our own routes, within a size cap and a timeout, and only a JPEG.

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const limits = { timeoutMs: 200, maxBytes: 16 };
const noLocal = () => Promise.reject(new Error('not asked'));

describe('public addresses', () => {
  it('refuses loopback, private, link-local and mapped private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2001:4860:4860::8888')).toBe(true);
  });
});

describe('camera snapshot', () => {
  it('never connects to the server itself or its network', async () => {
    await expect(fetchCameraSnapshot('http://127.0.0.1:1/x.jpg', noLocal, limits)).rejects.toThrow(
      BlockedAddressError,
    );
    await expect(fetchCameraSnapshot('http://[::1]/x.jpg', noLocal, limits)).rejects.toThrow(
      BlockedAddressError,
    );
    await expect(fetchCameraSnapshot('http://localhost:1/x.jpg', noLocal, limits)).rejects.toThrow(
      BlockedAddressError,
    );
    await expect(fetchCameraSnapshot('file:///etc/passwd', noLocal, limits)).rejects.toThrow(
      SnapshotError,
    );
    await expect(fetchCameraSnapshot('/api/customers', noLocal, limits)).rejects.toThrow(
      SnapshotError,
    );
  });

  it('takes a JPEG from our own demo camera route, within the size cap', async () => {
    const local =
      (body: BodyInit, type = 'image/jpeg') =>
      () =>
        Promise.resolve(new Response(body, { headers: { 'content-type': type } }));
    await expect(
      fetchCameraSnapshot('/demo-camera/snapshot.jpg', local(JPEG), limits),
    ).resolves.toEqual(Buffer.from(JPEG));
    await expect(
      fetchCameraSnapshot(
        '/demo-camera/snapshot.jpg',
        local(new Uint8Array(64).fill(0xff)),
        limits,
      ),
    ).rejects.toThrow('snapshot too large');
    await expect(
      fetchCameraSnapshot('/demo-camera/snapshot.jpg', local('<html>'), limits),
    ).rejects.toThrow('not a JPEG');
  });

  it('gives up on a camera that does not answer in time', async () => {
    const stalled = () =>
      Promise.resolve(
        new Response(new ReadableStream({ start: () => undefined }), { status: 200 }),
      );
    await expect(fetchCameraSnapshot('/demo-camera/snapshot.jpg', stalled, limits)).rejects.toThrow(
      'camera timed out',
    );
  });
});
