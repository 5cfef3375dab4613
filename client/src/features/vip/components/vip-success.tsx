import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useLanguage } from '@/i18n/language-provider';

/**
 * After a sign-up: the welcome and where the ebook is. It comes only by e-mail, through the
 * button that confirms the address (docs/product.md#vip-club); nothing here hands out the file.
 */
export function VipSuccess({ onDone }: { onDone(): void }) {
  const { t } = useLanguage();

  return (
    <>
      <DialogHeader>
        {/* Drawn, not a character: a check-mark glyph depends on the fonts the system has. */}
        <svg viewBox="0 0 64 64" aria-hidden="true" className="mx-auto h-16 w-16">
          <circle cx="32" cy="32" r="32" fill="#dcfce7" />
          <path d="m20 33 8 8 16-18" fill="none" stroke="#15803d" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <DialogTitle>{t('vip.success.title')}</DialogTitle>
        <DialogDescription>{t('vip.success.description')}</DialogDescription>
      </DialogHeader>
      <p className="mt-3 text-center text-sm text-slate-500">{t('vip.success.hint')}</p>
      <DialogFooter>
        <Button variant="gold" size="lg" onClick={onDone} autoFocus>
          {t('vip.success.done')}
        </Button>
      </DialogFooter>
    </>
  );
}
