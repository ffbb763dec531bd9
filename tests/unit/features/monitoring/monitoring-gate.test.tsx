import { act, render, screen } from '@testing-library/react';
import { RecoilRoot, useSetRecoilState } from 'recoil';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LiveIndicator,
  MonitoringGate,
} from '../../../../src/features/monitoring/components/monitoring-gate';
import {
  INITIAL_MONITORING_STATE,
  type MonitoringState,
} from '../../../../src/features/monitoring/lib/monitoring-state';
import { monitoringState } from '../../../../src/features/monitoring/monitoring-data';
import { loadFeatureStrings } from '../../../../src/i18n';

let setState: (state: MonitoringState) => void = () => {};
function StateSetter() {
  setState = useSetRecoilState(monitoringState);
  return null;
}

function renderGate() {
  render(
    <RecoilRoot>
      <StateSetter />
      <MonitoringGate>
        <p>Các trạm</p>
      </MonitoringGate>
    </RecoilRoot>,
  );
}

const loading = { ...INITIAL_MONITORING_STATE, loading: true };

describe('MonitoringGate', () => {
  beforeAll(() => loadFeatureStrings());

  it('shows the skeleton during the first fetch, then the content once the stations came', async () => {
    renderGate();
    act(() => setState(loading));
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải dữ liệu quan trắc');
    expect(screen.queryByText('Các trạm')).toBeNull();
    act(() => setState({ ...loading, loading: false, initialised: true, lastUpdate: 1 }));
    expect(await screen.findByText('Các trạm')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the error page when the first fetch failed, and the content with a notice when a refresh did', async () => {
    renderGate();
    act(() => setState({ ...INITIAL_MONITORING_STATE, error: 'Failed to fetch monitoring data' }));
    expect(await screen.findByRole('heading')).toHaveTextContent(
      'Không tải được dữ liệu quan trắc',
    );
    act(() =>
      setState({
        ...INITIAL_MONITORING_STATE,
        initialised: true,
        error: 'Failed to fetch monitoring data',
      }),
    );
    expect(await screen.findByText('Các trạm')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('pulses the live icon for an update while the page is open, not for the first data', () => {
    const { container } = render(
      <RecoilRoot>
        <StateSetter />
        <LiveIndicator />
      </RecoilRoot>,
    );
    const pulses = () => container.querySelectorAll('.gw-live__pulse').length;
    const live = { ...INITIAL_MONITORING_STATE, initialised: true, subscribed: true };
    act(() => setState({ ...live, lastUpdate: 1_000 }));
    expect(container.querySelector('.gw-live svg')).not.toBeNull();
    expect(pulses()).toBe(0);
    act(() => setState({ ...live, lastUpdate: 31_000 }));
    expect(pulses()).toBe(1);
  });
});
