import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from '../../../src/components/brand-mark';

describe('BrandMark', () => {
  it('draws the mark inside the page, at the size asked, hidden from screen readers', () => {
    const { container } = render(<BrandMark size={32} />);
    const mark = container.firstElementChild as HTMLElement;
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.style.width).toBe('32px');
    expect(mark.style.height).toBe('32px');
    expect(mark.querySelector('svg linearGradient')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
