import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { trackEvent } from '@/lib/analytics';
import { consumeResetVipParam } from '../hooks/use-vip-member';
import { isVipMember } from '../lib/vip-member-flag';
import { hasPendingSignUps } from '../lib/pending-sign-ups';
import { reportVipModalOpen, useVipModalRequests, type VipModalSource } from '../lib/vip-modal-events';
import { VipFloatingButton } from './vip-floating-button';

// The modal is a chunk of its own: the landing page's first JavaScript does not carry it.
const loadModal = () => import('./vip-modal');
const VipModal = lazy(loadModal);

/** The modal opens by itself this long after the page loads, unless this browser has joined (docs/product.md#vip-club). */
export const VIP_AUTO_OPEN_DELAY_MS = 100;

interface DialogState {
  open: boolean;
  /** Counts openings: each one mounts a fresh modal (form, or "already a member"). */
  session: number;
  source: string;
}

/** The VIP club on the landing page: the floating button, the modal, and who may open it. */
export function VipWidgets() {
  const [dialog, setDialog] = useState<DialogState>({ open: false, session: 0, source: 'vip_modal' });

  const show = useCallback((source: string) => {
    setDialog((current) => (current.open ? current : { open: true, session: current.session + 1, source }));
  }, []);

  const openManually = useCallback(
    (source: VipModalSource) => {
      trackEvent('modal_manual_show', { category: 'vip', label: source });
      show(source);
    },
    [show],
  );
  useVipModalRequests(openManually);

  useEffect(() => {
    consumeResetVipParam();
    if (isVipMember()) return;
    const timer = setTimeout(() => {
      trackEvent('modal_auto_show', { category: 'vip', label: 'auto' });
      show('vip_modal');
    }, VIP_AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [show]);

  // A sign-up an earlier visit could not deliver: the retry code comes only when one waits
  // (docs/decisions/0013-server-records-every-signup.md).
  useEffect(() => {
    if (hasPendingSignUps()) void import('../lib/sign-up-retry').then((retry) => retry.resumePendingSignUps());
  }, []);

  const onOpenChange = useCallback((open: boolean) => setDialog((current) => ({ ...current, open })), []);

  useEffect(() => {
    reportVipModalOpen(dialog.open);
    return () => reportVipModalOpen(false);
  }, [dialog.open]);

  return (
    <>
      <VipFloatingButton onOpen={() => openManually('floating_button')} onIntent={() => void loadModal()} />
      {dialog.session > 0 && (
        <Suspense fallback={null}>
          <VipModal key={dialog.session} open={dialog.open} source={dialog.source} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
