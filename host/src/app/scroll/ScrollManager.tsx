import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { anchorTop, smoothScrollTo } from './smooth-scroll';

/**
 * LAYOUT-2: a navigation scrolls to the top, or to the anchor when the URL has a hash (smooth,
 * 300 ms). Back and forward keep the browser's own position.
 */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP' && !hash) return;
    const top = hash ? anchorTop(hash) : null;
    smoothScrollTo(top ?? 0);
  }, [pathname, search, hash, navigationType]);

  return null;
}
