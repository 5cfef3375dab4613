import { lazy, Suspense } from 'react';
import { ContentTools } from '@/features/content/components/content-tools';
import { LandingPage } from '@/features/landing/components/landing-page';
import { VipWidgets } from '@/features/vip/components/vip-widgets';
import { useHydrated } from '@/lib/use-hydrated';

// Floating widgets are lazy chunks, mounted after hydration, e.g.:
// const ChatWidget = lazy(() => import('@/features/chat/components/chat-widget'));
const CallWidget = lazy(() => import('@/features/call/components/call-widget').then(({ CallWidget }) => ({ default: CallWidget })));
const ChatWidget = lazy(() => import('@/features/chat/components/chat-widget').then((module) => ({ default: module.ChatWidget })));

/** `/`: the landing page (prerendered) plus the floating widgets (VIP, guide chat, call). */
export function LandingRoute() {
  const hydrated = useHydrated();
  return (
    <>
      <LandingPage />
      {hydrated && (
        <>
          {/* <Suspense fallback={null}><ChatWidget /></Suspense> — one line per widget */}
          <Suspense fallback={null}><CallWidget /></Suspense>
          <Suspense fallback={null}><ChatWidget /></Suspense>
          <ContentTools />
          <VipWidgets />
        </>
      )}
    </>
  );
}
