// A scroll-to-top button once the page (or the main area) is scrolled beyond 50 px (spec §2).
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { resetScroll } from '../routes/scroll-reset';

export const SCROLL_TO_TOP_THRESHOLD = 50;

export function ScrollToTop() {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.matches('.gw-main')) return;
      const offset = target instanceof HTMLElement ? target.scrollTop : window.scrollY;
      setVisible(offset > SCROLL_TO_TOP_THRESHOLD);
    };
    // Capture phase: scroll events of inner containers do not bubble.
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="gw-scroll-top"
      aria-label={t('nav.scrollToTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        resetScroll();
        setVisible(false);
      }}
    >
      <ArrowUp size={22} />
    </button>
  );
}
