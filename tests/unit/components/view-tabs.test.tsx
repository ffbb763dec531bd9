import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nextTabIndex, ViewTabs } from '../../../src/components/view-tabs';

// zmp-ui's Tabs with the tab bar view-tabs.tsx draws: a tablist a keyboard can use.

function Views({ onChange = vi.fn(), destroyInactive = false }) {
  const [active, setActive] = useState<'grid' | 'list' | 'map'>('grid');
  return (
    <ViewTabs
      label="Cách hiển thị trạm"
      activeKey={active}
      destroyInactive={destroyInactive}
      onChange={(key) => {
        onChange(key);
        setActive(key);
      }}
      tabs={[
        { key: 'grid', label: 'Lưới', content: <p>Nội dung lưới</p> },
        { key: 'list', label: 'Danh sách', content: <p>Nội dung danh sách</p> },
        { key: 'map', label: 'Bản đồ', content: <p>Nội dung bản đồ</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('ViewTabs', () => {
  it('is a named tablist whose selected tab labels the one panel shown', () => {
    render(<Views />);
    expect(screen.getByRole('tablist', { name: 'Cách hiển thị trạm' })).toBeInTheDocument();
    expect(tab('Lưới')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Danh sách')).toHaveAttribute('aria-selected', 'false');
    // One tab stop: the selected tab.
    expect(tab('Lưới')).toHaveAttribute('tabindex', '0');
    expect(tab('Danh sách')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Lưới' });
    expect(panel).toHaveTextContent('Nội dung lưới');
    expect(tab('Lưới')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Nội dung danh sách')).not.toBeInTheDocument();
  });

  it('switches with the arrow keys, Home and End, moving the focus with the selection', async () => {
    const onChange = vi.fn();
    render(<Views onChange={onChange} />);
    await userEvent.tab();
    expect(tab('Lưới')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Danh sách')).toHaveFocus();
    expect(tab('Danh sách')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Danh sách' })).toHaveTextContent(
      'Nội dung danh sách',
    );
    await userEvent.keyboard('{End}');
    expect(tab('Bản đồ')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Lưới')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Bản đồ')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tab('Lưới')).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['list', 'map', 'grid', 'map', 'grid']);
  });

  it('switches with Enter, Space and a click', async () => {
    render(<Views />);
    tab('Danh sách').focus();
    await userEvent.keyboard('{Enter}');
    expect(tab('Danh sách')).toHaveAttribute('aria-selected', 'true');
    tab('Bản đồ').focus();
    await userEvent.keyboard(' ');
    expect(tab('Bản đồ')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('Lưới'));
    expect(tab('Lưới')).toHaveAttribute('aria-selected', 'true');
  });

  it('unmounts a view left when asked to', async () => {
    render(<Views destroyInactive />);
    await userEvent.click(tab('Danh sách'));
    expect(screen.queryByText('Nội dung lưới')).not.toBeInTheDocument();
    expect(screen.getByText('Nội dung danh sách')).toBeInTheDocument();
  });

  it('moves through the tabs in a ring', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowUp', 1, 3)).toBe(0);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('a', 0, 3)).toBeNull();
  });
});
