// Whether a value changed while it was already known: an update the user watches arrive, as
// opposed to the value coming with a page's first data. Screens pulse on the former only.
import { useState } from 'react';

/**
 * True from a render where `value` differs from the one before while both were `known`, until the
 * next change; false while unknown, on the change that makes it known, and on the first render.
 */
export function useChangedWhileKnown<T>(value: T, known: boolean): boolean {
  const [last, setLast] = useState({ value, known, changedWhileKnown: false });
  if (!Object.is(last.value, value) || last.known !== known) {
    // Derived from the previous render, as React advises: it renders again at once with it.
    setLast({
      value,
      known,
      changedWhileKnown: last.known && known && !Object.is(last.value, value),
    });
  }
  return last.changedWhileKnown;
}
