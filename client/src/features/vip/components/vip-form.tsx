import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LEGAL_PAGE_PATHS } from '@shared/legal-page-paths';
import { vipSubscribeRequestSchema } from '@shared/vip';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast-queue';
import { useLanguage } from '@/i18n/language-provider';
import type { TranslationKey } from '@/i18n/translate';
import { errorIdOf, useFieldErrors } from '@/lib/use-field-errors';
import { useSignUp } from '../hooks/use-sign-up';
import { setVipMember } from '../hooks/use-vip-member';
import { VipHoneypot } from './vip-honeypot';

/** The success screen follows a submit after exactly this long, whatever the server answers (docs/product.md#vip-club). */
export const VIP_SUCCESS_DELAY_MS = 2_000;

/**
 * The toasts' code is a chunk of its own, fetched with the first toast. Submitting shows one:
 * fetched once the visitor ticks the box, it is there even if the connection drops before the
 * submit (a chunk that cannot load would take the whole page down).
 */
const preloadToasts = () => void import('@/components/ui/toaster').catch(() => undefined);

/** Sources are short plain words on the server; anything else becomes one. */
const cleanSource = (source: string) => source.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40) || 'vip_modal';

export function VipForm({ source, onSubmitted }: { source: string; onSubmitted(): void }) {
  const { t, language } = useLanguage();
  const [email, setEmail] = useState('');
  const [acceptsEmails, setAcceptsEmails] = useState(false);
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const signUp = useSignUp();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formId = useId();
  const fieldId = useCallback((field: string) => `${formId}${field}`, [formId]);
  const form = useFieldErrors(fieldId);
  const ids = { email: fieldId('email'), consent: fieldId('acceptsEmails') };

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !acceptsEmails) return;
    // The e-mail is the one field a visitor can get wrong: its message is kept as a key, in the visitor's language when shown.
    const check = form.validate(
      vipSubscribeRequestSchema,
      { email, acceptsEmails, source: cleanSource(source), language, ...(website && { website }) },
      { message: (): TranslationKey => (email.trim() ? 'vip.modal.errors.emailInvalid' : 'vip.modal.errors.emailRequired') },
    );
    if (!check.success) {
      toast({ variant: 'destructive', title: t('vip.toast.invalidTitle'), description: t('vip.toast.invalidDescription') });
      return;
    }
    setSubmitting(true);
    setVipMember(true);
    toast({ title: t('vip.toast.successTitle'), description: t('vip.toast.successDescription') });
    // Kept in the browser until the server has it (docs/decisions/0013-server-records-every-signup.md).
    signUp.mutate(check.data);
    timer.current = setTimeout(onSubmitted, VIP_SUCCESS_DELAY_MS);
  };

  return (
    <>
      <DialogHeader>
        <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-gold text-2xl font-black text-slate-900 shadow-md">
          VIP
        </span>
        <DialogTitle>{t('vip.modal.title')}</DialogTitle>
        <DialogDescription>{t('vip.modal.description')}</DialogDescription>
      </DialogHeader>
      <ul className="mt-4 space-y-2 rounded-xl bg-brand-cream p-4 text-sm text-slate-800">
        {(['ebook', 'earlyAccess', 'newsletter'] as const).map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-brand-blue">✓</span>
            {t(`vip.modal.benefits.${benefit}`)}
          </li>
        ))}
      </ul>
      {/* noValidate: our own check shows its message under the field and the invalid-e-mail toast (docs/product.md#messages) instead of the browser's bubble. */}
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <div>
          <label htmlFor={ids.email} className="sr-only">
            {t('vip.modal.emailLabel')}
          </label>
          <input
            id={ids.email}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            placeholder={t('vip.modal.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={submitting}
            {...form.fieldProps('email')}
            className="h-12 w-full rounded-full border-2 border-slate-300 px-5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-blue focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-gold disabled:bg-slate-100 aria-invalid:border-red-600"
          />
          {form.errors.email && (
            <p id={errorIdOf(ids.email)} className="mt-1.5 px-5 text-left text-sm font-medium text-red-700">
              {t(form.errors.email as TranslationKey)}
            </p>
          )}
        </div>
        <VipHoneypot value={website} onChange={setWebsite} />
        <div className="flex items-start gap-3 text-left text-sm text-slate-700">
          <input
            id={ids.consent}
            type="checkbox"
            checked={acceptsEmails}
            onChange={(event) => {
              setAcceptsEmails(event.target.checked);
              if (event.target.checked) preloadToasts();
            }}
            disabled={submitting}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-blue"
          />
          <label htmlFor={ids.consent}>{t('vip.modal.consent')}</label>
        </div>
        <Button type="submit" variant="gold" size="lg" wide disabled={!acceptsEmails || submitting}>
          {submitting && <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-slate-900 border-t-transparent" />}
          {submitting ? t('vip.modal.submitting') : t('vip.modal.submit')}
        </Button>
        <p className="text-center text-xs text-slate-500">
          {t('vip.modal.privacy')}{' '}
          {/* A new tab keeps the form as the visitor left it. */}
          <a href={LEGAL_PAGE_PATHS.privacidad[language]} target="_blank" rel="noopener" className="font-semibold text-brand-blue underline underline-offset-2">
            {t('vip.modal.privacyLink')}
            <span className="sr-only"> {t('vip.modal.opensInNewTab')}</span>
          </a>
        </p>
      </form>
    </>
  );
}
