import { LandingPage } from '@/features/landing/components/landing-page';

/**
 * `/`: the landing page (prerendered) plus the floating widgets, which each feature mounts
 * after hydration and loads lazily (VIP modal and button, guide chat, call widget).
 */
export function LandingRoute() {
  return (
    <>
      <LandingPage />
      {/* floating widgets: vip, chat, call */}
    </>
  );
}
