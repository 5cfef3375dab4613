import { lazy, Suspense } from 'react';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useAfterLoad } from '@/lib/after-load';

// Floating widgets are lazy chunks, mounted after the page has loaded (see useAfterLoad), e.g.:
// const ChatWidget = lazy(() => import('@/features/chat/components/chat-widget'));
const CallWidget = lazy(() => import('@/features/call/components/call-widget').then(({ CallWidget }) => ({ default: CallWidget })));
const ChatWidget = lazy(() => import('@/features/chat/components/chat-widget').then((module) => ({ default: module.ChatWidget })));
const ContentTools = lazy(() => import('@/features/content/components/content-tools').then((module) => ({ default: module.ContentTools })));
const VipWidgets = lazy(() => import('@/features/vip/components/vip-widgets').then((module) => ({ default: module.VipWidgets })));

/** `/`: the landing page (prerendered) plus the floating widgets (VIP, guide chat, call). */
export function LandingRoute() {
  // The VIP club comes with the load event (its modal opens ~100 ms after the load, seed 000
  // §9); the other widgets and the hidden tools wait for an idle moment after it, so none of
  // them competes with the hydration of the first screen.
  const loaded = useAfterLoad({ idle: false });
  const idle = useAfterLoad();
  return (
    <>
      <LandingPage />
      {loaded && (
        <Suspense fallback={null}>
          <VipWidgets />
        </Suspense>
      )}
      {idle && (
        <>
          {/* <Suspense fallback={null}><ChatWidget /></Suspense> — one line per widget */}
          <Suspense fallback={null}><CallWidget /></Suspense>
          <Suspense fallback={null}><ChatWidget /></Suspense>
          <Suspense fallback={null}><ContentTools /></Suspense>
        </>
      )}
    </>
  );
}
