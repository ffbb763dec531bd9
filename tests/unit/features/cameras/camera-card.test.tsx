import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CameraCard } from '../../../../src/features/cameras/camera-card';
import type { CameraEntry } from '../../../../src/features/cameras/camera-list';

const entry = (hls_url: string | null, snapshot_url: string | null = null): CameraEntry => ({
  camera: { id: 7, name: 'Camera cửa xả DB-NT01', hls_url, snapshot_url },
  station: { id: 4, name: 'Trạm nước thải làm mát', code: 'DB-NT01', customerName: 'Công ty B' },
});

describe('camera card', () => {
  it('shows the snapshot placeholder and a play button for a camera with a stream', () => {
    render(<CameraCard entry={entry('https://cam.example.vn/a.m3u8')} />);
    expect(screen.getByText('Chưa có ảnh chụp')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Xem trực tiếp Camera cửa xả DB-NT01' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Trạm nước thải làm mát · Công ty B')).toBeInTheDocument();
  });

  it('shows the snapshot image when there is one', () => {
    render(
      <CameraCard entry={entry('https://cam.example.vn/a.m3u8', 'https://cam.example.vn/a.jpg')} />,
    );
    expect(document.querySelector('img.gw-camera__snapshot')?.getAttribute('src')).toBe(
      'https://cam.example.vn/a.jpg',
    );
  });

  it("loads a server-relative snapshot (the demo cameras') from the server's origin", () => {
    render(<CameraCard entry={entry('/demo-camera/stream.m3u8', '/demo-camera/snapshot.jpg')} />);
    expect(document.querySelector('img.gw-camera__snapshot')?.getAttribute('src')).toBe(
      `${window.location.origin}/demo-camera/snapshot.jpg`,
    );
  });

  it('says a camera has no stream configured instead of offering to play it', () => {
    render(<CameraCard entry={entry(null)} />);
    expect(screen.getByText('Camera chưa được cấu hình luồng video.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Xem trực tiếp/ })).toBeNull();
  });

  it('tells the user when the browser can play no HLS at all, and closes back', async () => {
    // jsdom has neither Media Source Extensions nor a native HLS player.
    render(<CameraCard entry={entry('https://cam.example.vn/a.m3u8')} />);
    await userEvent.click(screen.getByRole('button', { name: /Xem trực tiếp/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trình duyệt không hỗ trợ phát video HLS.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(screen.getByRole('button', { name: /Xem trực tiếp/ })).toBeInTheDocument();
  });
});
