import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useLanguage } from '@/i18n/language-provider';
import { isVipMember } from '../lib/vip-member-flag';
import { VipForm } from './vip-form';
import { VipMember } from './vip-member';
import { VipSuccess } from './vip-success';

type Screen = 'form' | 'success' | 'member';

interface VipModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** How the modal was opened; stored as the sign-up's source. */
  source: string;
}

/**
 * The VIP club modal (a lazy chunk). Each opening starts fresh: the form, or the "already a
 * member" screen when this browser has joined before; the form leads to the success screen.
 */
export default function VipModal({ open, onOpenChange, source }: VipModalProps) {
  const { t } = useLanguage();
  const [screen, setScreen] = useState<Screen>(() => (isVipMember() ? 'member' : 'form'));
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('vip.modal.close')} data-testid="vip-modal" data-screen={screen}>
        {screen === 'form' && <VipForm source={source} onSubmitted={() => setScreen('success')} />}
        {screen === 'success' && <VipSuccess onDone={close} />}
        {screen === 'member' && <VipMember onContinue={close} />}
      </DialogContent>
    </Dialog>
  );
}
