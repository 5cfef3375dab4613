import { useEffect, useRef } from 'react';
import { trackEvent } from '@/lib/analytics';

const reported = new Set<string>();

/** Sends `section_view` once per section and page load, when it first enters the viewport. */
export function useSectionView<T extends Element>(sectionId: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || reported.has(sectionId) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || reported.has(sectionId)) return;
        reported.add(sectionId);
        trackEvent('section_view', { category: 'landing', label: sectionId });
        observer.disconnect();
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sectionId]);
  return ref;
}
