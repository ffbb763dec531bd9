// Spec §2: on every path change the page, the main content area and scrollable containers go
// to the top, and again 10 ms later (content rendered after the first reset can move it).
// Going back (or forward) through history to a page is not a new visit: it returns to where
// the user left it, as a browser does for pages it loads. The offset of each history entry is
// remembered as the user scrolls (scroll-memory.ts); windowed lists keep their measured rows
// the same way (components/windowed-rows.tsx), so the offset means the same rows again.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { pageScrollMemory, restoreScroll } from '../lib/scroll-memory';

export const SCROLL_RESET_DELAY_MS = 10;
export const SCROLL_CONTAINER_SELECTOR = '[data-scroll-container], .gw-main, .zaui-page';

export function resetScroll(doc: Document = document): void {
  doc.defaultView?.scrollTo?.(0, 0);
  doc.documentElement.scrollTop = 0;
  doc.body.scrollTop = 0;
  doc.querySelectorAll<HTMLElement>(SCROLL_CONTAINER_SELECTOR).forEach((element) => {
    element.scrollTop = 0;
  });
}

export function ScrollReset() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  // The history entry on screen, and the path the last reset or restore was for.
  const entry = useRef(key);
  // The address of that entry: while the router moves to another one, the old page's content is
  // taken down and the browser clamps the scroll, which must not be kept as the old entry's.
  const entryUrl = useRef<string | null>(null);
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    // The browser's own restoration would jump the page before the entry's content is back.
    const { history } = window;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      const { pathname: now, search } = window.location;
      if (entryUrl.current === null || entryUrl.current === now + search)
        pageScrollMemory.set(entry.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      history.scrollRestoration = previous;
    };
  }, []);

  // Stops the pending reset or restore of the path on screen (not of a query change on it).
  const cancel = useRef(() => {});
  useEffect(() => () => cancel.current(), []);

  useLayoutEffect(() => {
    entry.current = key;
    entryUrl.current = window.location.pathname + window.location.search;
    if (shownPath.current === pathname) return;
    const first = shownPath.current === null;
    shownPath.current = pathname;
    cancel.current();
    const saved = pageScrollMemory.get(key);
    if (!first && navigationType === 'POP' && saved !== undefined) {
      cancel.current = restoreScroll(window, saved);
      return;
    }
    // The app's first page was just loaded at the top: resetting it in this commit would only
    // force a layout of the whole page inside the mount's long task. The reset 10 ms later
    // still undoes a scroll the browser restores.
    if (!first) resetScroll();
    const timer = window.setTimeout(resetScroll, SCROLL_RESET_DELAY_MS);
    cancel.current = () => window.clearTimeout(timer);
  }, [pathname, key, navigationType]);
  return null;
}
