import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useLanguage } from '@/i18n/language-provider';

/** Shown instead of the form when this browser has already joined. */
export function VipMember({ onContinue }: { onContinue(): void }) {
  const { t } = useLanguage();
  return (
    <>
      <DialogHeader>
        <span aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-gold text-xl font-black text-slate-900">
          VIP
        </span>
        <DialogTitle>{t('vip.member.title')}</DialogTitle>
        <DialogDescription>{t('vip.member.description')}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="gold" size="lg" onClick={onContinue} autoFocus>
          {t('vip.member.continue')}
        </Button>
      </DialogFooter>
    </>
  );
}
