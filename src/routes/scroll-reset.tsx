// Spec §2: on every path change the page, the main content area and scrollable containers go
// to the top, and again 10 ms later (content rendered after the first reset can move it).
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

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
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    resetScroll();
    const timer = window.setTimeout(resetScroll, SCROLL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
