import { useEffect, useState } from 'react';

const MOBILE_BREAKPOINT_PX = 768;
/** Share of the page scrolled after which the 'EBOOK GRATIS' label hides (docs/product.md#constants). */
const LABEL_SCROLL_PERCENT = 10;
const LABEL_SCROLL_PERCENT_MOBILE = 5;

/** True while the page is scrolled less than LABEL_SCROLL_PERCENT of its height (LABEL_SCROLL_PERCENT_MOBILE on narrow screens). */
export function labelVisibleAt(scrollY: number, scrollHeight: number, viewportHeight: number, viewportWidth: number) {
  const scrollable = scrollHeight - viewportHeight;
  const percent = scrollable > 0 ? (scrollY / scrollable) * 100 : 0;
  return percent < (viewportWidth < MOBILE_BREAKPOINT_PX ? LABEL_SCROLL_PERCENT_MOBILE : LABEL_SCROLL_PERCENT);
}

export function useLabelVisible() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () =>
      setVisible(labelVisibleAt(window.scrollY, document.documentElement.scrollHeight, window.innerHeight, window.innerWidth));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return visible;
}
