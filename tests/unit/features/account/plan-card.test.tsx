import { render, screen } from '@testing-library/react';
import { RecoilRoot } from 'recoil';
import { describe, expect, it } from 'vitest';
import {
  subscriptionState,
  type Subscription,
  type SubscriptionState,
} from '../../../../src/features/account';
import { PlanCard } from '../../../../src/features/account/plan-card';

// The card reads the subscription atom; a state whose lastCustomerId is the card's customer
// is what a finished fetch leaves, so nothing is fetched here.
const NOW = new Date('2026-11-23T05:00:00Z'); // 12:00 in Vietnam

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  customer_id: 3,
  status: 'active',
  end_date: '2027-09-24',
  is_first_year: false,
  plan: { id: 1, name: 'Gói Nâng cao', price: 24000000, duration: 12, is_first_year: false },
  ...overrides,
});

function renderCard(state: Partial<SubscriptionState>) {
  const full: SubscriptionState = {
    subscription: null,
    loading: false,
    error: null,
    lastCustomerId: '3',
    ...state,
  };
  return render(
    <RecoilRoot initializeState={({ set }) => set(subscriptionState, full)}>
      <PlanCard customerId="3" now={NOW} />
    </RecoilRoot>,
  );
}

describe('plan card (spec §2)', () => {
  it('shows a skeleton while loading', () => {
    renderCard({ loading: true });
    expect(screen.getByRole('status', { name: 'Đang tải gói dịch vụ' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows the empty state without a plan', () => {
    renderCard({ subscription: null });
    expect(screen.getByText('Chưa có gói dịch vụ')).toBeInTheDocument();
    expect(
      screen.getByText('Vui lòng liên hệ quản trị viên để đăng ký gói dịch vụ.'),
    ).toBeInTheDocument();
  });

  it('shows the plan, its price in VNĐ and the days left', () => {
    renderCard({ subscription: subscription() });
    expect(screen.getByText('Gói Nâng cao')).toBeInTheDocument();
    expect(screen.getByText('24.000.000 VNĐ')).toBeInTheDocument();
    expect(screen.getByText('12 tháng')).toBeInTheDocument();
    expect(screen.getByText('Hết hạn vào 24/09/2027 (còn 305 ngày)')).toBeInTheDocument();
    expect(screen.queryByText('Năm đầu')).toBeNull();
  });

  it("shows 'Năm đầu' for a first-year subscription", () => {
    renderCard({ subscription: subscription({ is_first_year: true }) });
    expect(screen.getByText('Năm đầu')).toHaveClass('gw-badge--first-year');
  });

  it("shows 'Đã hết hạn' in red once the end date has passed", () => {
    renderCard({ subscription: subscription({ end_date: '2026-11-22' }) });
    expect(screen.getByText('Đã hết hạn').closest('.gw-badge')).toHaveClass('gw-badge--danger');
  });

  it('still counts the end date itself as valid', () => {
    renderCard({ subscription: subscription({ end_date: '2026-11-23' }) });
    expect(screen.getByText('Hết hạn vào 23/11/2026 (còn 0 ngày)')).toBeInTheDocument();
  });

  it('offers a retry when the plan could not be loaded', () => {
    renderCard({ error: 'offline' });
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được thông tin gói dịch vụ.');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
