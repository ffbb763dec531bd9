import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChangedWhileKnown } from '../../../src/hooks/use-changed-while-known';

const track = (value: number | null, known: boolean) =>
  renderHook(
    (props: { value: number | null; known: boolean }) =>
      useChangedWhileKnown(props.value, props.known),
    { initialProps: { value, known } },
  );

describe('useChangedWhileKnown', () => {
  it('is false on the first render, known or not', () => {
    expect(track(null, false).result.current).toBe(false);
    expect(track(5, true).result.current).toBe(false);
  });

  it('is false when the value arrives with the first data, true for a later change', () => {
    const { result, rerender } = track(null, false);
    rerender({ value: 3, known: true });
    expect(result.current).toBe(false);
    rerender({ value: 3, known: true });
    expect(result.current).toBe(false);
    rerender({ value: 4, known: true });
    expect(result.current).toBe(true);
    rerender({ value: 4, known: true });
    expect(result.current).toBe(true);
    rerender({ value: 2, known: true });
    expect(result.current).toBe(true);
  });

  it('is false again once the value is unknown, and for the change that makes it known', () => {
    const { result, rerender } = track(3, true);
    rerender({ value: 4, known: true });
    expect(result.current).toBe(true);
    rerender({ value: 0, known: false });
    expect(result.current).toBe(false);
    rerender({ value: 7, known: true });
    expect(result.current).toBe(false);
  });
});
