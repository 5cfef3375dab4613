import { useId } from 'react';
import { useLanguage } from '@/i18n/language-provider';

/**
 * The honeypot (docs/product.md#vip-club): a `website` field people never see or reach with
 * Tab, which form-filling bots fill in. Screen readers announce it as "leave this field
 * empty". The server answers a filled one like any sign-up and stores nothing. The form
 * places it between its first and last fields: the dialog's Tab trap wraps at those two.
 */
export function VipHoneypot({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useLanguage();
  const id = useId();
  return (
    <div className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden" data-testid="vip-honeypot">
      <label htmlFor={id}>{t('vip.modal.leaveEmpty')}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
