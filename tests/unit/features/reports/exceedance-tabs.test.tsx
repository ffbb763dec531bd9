import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ReportBody } from '../../../../src/features/report-kit';
import {
  exceedanceDocument,
  type ExceedanceReport,
} from '../../../../src/features/reports/exceedance-report';

// Episode rows link to their evidence pack (issue 18): the table renders inside a router.
const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

// /exceed-data shows its summary and its episodes as two views of one screen ('Tổng hợp',
// 'Chi tiết'); paper holds both.

const report: ExceedanceReport = {
  generatedAt: '2026-09-15T12:00:00.000Z',
  episodes: [
    {
      stationId: 7,
      stationCode: 'DB-NT01',
      stationName: 'Trạm nước thải làm mát',
      parameter: 'COD',
      start: '2026-09-15T03:00:00.000Z',
      end: '2026-09-15T04:00:00.000Z',
      durationMinutes: 60,
      peakValue: 175,
      peakTime: '2026-09-15T03:30:00.000Z',
      bound: 'max',
      ratioToLimit: 1.296,
      valueCount: 12,
      open: false,
      limit: 135,
    },
  ],
  summary: [
    {
      id: 7,
      code: 'DB-NT01',
      name: 'Trạm nước thải làm mát',
      customerName: 'Công ty TNHH Nhiệt điện Đông Bắc',
      episodeCount: 1,
      totalMinutes: 60,
      parameters: [
        {
          parameter: 'COD',
          episodeCount: 1,
          totalMinutes: 60,
          worstPeakValue: 175,
          worstRatioToLimit: 1.296,
          limit: 135,
          bound: 'max',
        },
      ],
    },
  ],
};

const document = exceedanceDocument(
  report,
  { stationIds: [7], from: '2026-09-15', to: '2026-09-15' } as never,
  [],
);
const summary = () => screen.queryByRole('region', { name: 'Bảng Tổng hợp theo trạm' });
const episodes = () => screen.queryByRole('region', { name: 'Bảng Các đợt vượt ngưỡng' });

describe('the exceedance report as two tabs', () => {
  it('shows the summary first and the episodes under "Chi tiết"', async () => {
    inRouter(<ReportBody document={document} sectionTabs={['Tổng hợp', 'Chi tiết']} />);
    expect(screen.getByRole('tablist', { name: 'Phần của báo cáo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tổng hợp' })).toHaveAttribute('aria-selected', 'true');
    expect(summary()).toBeVisible();
    expect(episodes()).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Chi tiết' }));
    expect(episodes()).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Chi tiết' })).toContainElement(episodes());
    // Kept while hidden (display: none, aria-hidden), so it is out of the accessibility tree.
    expect(summary()).toBeNull();
    expect(screen.getByText('Tổng hợp theo trạm')).not.toBeVisible();
  });

  it('prints both tables, whichever tab is open', () => {
    inRouter(<ReportBody document={document} sectionTabs={['Tổng hợp', 'Chi tiết']} />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(summary()).toBeVisible();
    expect(episodes()).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it('keeps the tabs when the period has maintenance windows, their table below either tab', async () => {
    const withWindow = exceedanceDocument(
      {
        ...report,
        maintenance: [
          {
            id: 1,
            stationId: 7,
            reason: 'calibration',
            note: null,
            startsAt: '2026-09-15T01:00:00.000Z',
            endsAt: '2026-09-15T02:00:00.000Z',
            endedAt: null,
            excludedCount: 12,
          },
        ],
      },
      { stationIds: [7], from: '2026-09-15', to: '2026-09-15' } as never,
      [],
    );
    expect(withWindow.sections).toHaveLength(3);
    inRouter(<ReportBody document={withWindow} sectionTabs={['Tổng hợp', 'Chi tiết']} />);
    const windows = () => screen.getByRole('region', { name: /^Bảng Bảo trì/ });
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(windows()).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Chi tiết' }));
    expect(episodes()).toBeVisible();
    expect(windows()).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Chi tiết' })).not.toContainElement(windows());
  });

  it('keeps every section on screen for a report without tabs', () => {
    inRouter(<ReportBody document={document} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(summary()).toBeVisible();
    expect(episodes()).toBeVisible();
  });
});
