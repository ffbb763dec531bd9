// Renders a long list in pages: the first page at once, the next whenever the sentinel element
// after the list comes near the viewport, so a thousand stations do not block the first paint.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export function useProgressiveList<T>(items: readonly T[], pageSize: number) {
  const [limit, setLimit] = useState(pageSize);
  const observer = useRef<IntersectionObserver | null>(null);
  // A transition: the next page is rendered in slices, so scrolling never waits for it.
  const showMore = useCallback(
    () => startTransition(() => setLimit((current) => current + pageSize)),
    [pageSize],
  );

  useEffect(() => () => observer.current?.disconnect(), []);

  const sentinel = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && showMore(),
        { rootMargin: '600px 0px' },
      );
      observer.current.observe(element);
    },
    [showMore],
  );

  return {
    visible: items.slice(0, limit),
    hasMore: items.length > limit,
    showMore,
    sentinel,
  };
}
