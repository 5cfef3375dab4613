import { Suspense } from 'react';
import { SiteContentTools } from '@/features/site-content/components/site-content-tools';
import { LandingPage } from '@/features/landing/components/landing-page';
import { landingSections } from '@/features/landing/lib/sections';
import { openVipModal } from '@/features/vip/lib/vip-modal-events';
import { useAfterLoad } from '@/lib/after-load';
import { lazyWithQueryClient } from '@/lib/deferred-query';
import { useSiteConfig } from '@/lib/site-config';
import { useHydrated } from '@/lib/use-hydrated';
import { useFloatingWidgetsReady } from './use-floating-widgets-ready';
// The VIP button's animations go with the page's own styles: as a stylesheet of the lazy VIP
// chunk, its arrival right after the load restyled the whole page.
import '@/features/vip/components/vip-attention.css';

// Floating widgets are lazy chunks, mounted after the page has loaded (see useAfterLoad), with
// React Query (lib/deferred-query), which they use.
const VoiceCallWidget = lazyWithQueryClient(() => import('@/features/voice-call/components/voice-call-widget').then((module) => module.VoiceCallWidget));
const ChatWidget = lazyWithQueryClient(() => import('@/features/chat/components/chat-widget').then((module) => module.ChatWidget));
const VipWidgets = lazyWithQueryClient(() => import('@/features/vip/components/vip-widgets').then((module) => module.VipWidgets));

/** The hidden site-content tools, from the hydration on; a component of its own, so only it renders again then. */
function SiteContentToolsWhenHydrated() {
  return useHydrated() ? <SiteContentTools sections={landingSections} /> : null;
}

/** `/`: the landing page (prerendered) plus the floating widgets (VIP, guide chat, call). */
export function LandingRoute() {
  // The hidden tools (a few lines: their editor and opacity tool are lazy chunks) listen for
  // their shortcuts from the hydration on. The VIP club comes with the load event: its modal
  // opens by itself right after the load (docs/product.md#vip-club). The chat and call
  // widgets wait for an idle moment after it, or for that modal to close (see
  // useFloatingWidgetsReady), so none of them competes with the hydration of the first
  // screen; on a phone they also leave the first screen to the hero. The call button only
  // shows where calls are configured (docs/product.md#voice-call). The page's VIP buttons ask
  // the VIP widgets to open their modal.
  const loaded = useAfterLoad({ idle: false });
  const widgetsReady = useFloatingWidgetsReady();
  const config = useSiteConfig().data;
  const callsAvailable = config?.voice.available === true;
  return (
    <>
      <LandingPage onJoinVip={openVipModal} />
      <SiteContentToolsWhenHydrated />
      {loaded && (
        <Suspense fallback={null}>
          <VipWidgets />
        </Suspense>
      )}
      {widgetsReady && (
        <>
          {callsAvailable && <Suspense fallback={null}><VoiceCallWidget /></Suspense>}
          <Suspense fallback={null}><ChatWidget whatsapp={config?.settings.whatsapp} /></Suspense>
        </>
      )}
    </>
  );
}
