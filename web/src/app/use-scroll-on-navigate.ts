import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Spec §2: a new page starts at the top; a link to #something scrolls there smoothly. Back and forward (POP)
 * leave the position to the browser.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
        return;
      }
    }
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, key, type]);
}
