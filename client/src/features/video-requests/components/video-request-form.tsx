import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { videoRequestSchema, VIDEO_TOPIC_MAX } from '@shared/video-requests';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useLanguage } from '@/i18n/language-provider';
import type { TranslationKey } from '@/i18n/translate';
import type { FormIssue } from '@/lib/form-validation';
import { rateLimitMessageOr } from '@/lib/server-message';
import { cn } from '@/lib/cn';
import { errorIdOf, useFieldErrors } from '@/lib/use-field-errors';
import { useCreateVideoRequest } from '../api/create-video-request';

const fieldId = (field: string) => `video-${field}`;

/**
 * The shared schema's issues as the form's own messages (docs/product.md#video-requests): a
 * blank topic, a blank or misshapen e-mail. Kept as keys, so a language switch translates them.
 */
const messageKey = (issue: FormIssue): TranslationKey =>
  issue.path[0] === 'topic' ? 'agexport.errors.topicRequired' : issue.code === 'too_small' ? 'agexport.errors.emailRequired' : 'agexport.errors.emailInvalid';

const fieldClass = (invalid: boolean) =>
  cn(
    'w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-3 focus:outline-offset-1 focus:outline-brand-gold',
    invalid ? 'border-red-600' : 'border-slate-300',
  );

/** /agexport: topic and e-mail, checked here and on the server; editing → submitting → succeeded. */
export function VideoRequestForm() {
  const { t, language } = useLanguage();
  const [topic, setTopic] = useState('');
  const [email, setEmail] = useState('');
  const form = useFieldErrors(fieldId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const topicRef = useRef<HTMLTextAreaElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const creating = useCreateVideoRequest();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (creating.isPending) return;
    const check = form.validate(videoRequestSchema, { topic, email, language }, { message: messageKey });
    if (!check.success) return;
    const request = check.data;
    creating.mutate(request, {
      onSuccess: () => {
        setSentTo(request.email);
        requestAnimationFrame(() => successRef.current?.focus());
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('agexport.failure.title'),
          // A rate limit tells when to try again; anything else asks to try again.
          description: rateLimitMessageOr(error, t('agexport.failure.description')),
        }),
    });
  };

  const requestAnother = () => {
    setTopic('');
    setEmail('');
    form.show({});
    setSentTo(null);
    creating.reset();
    requestAnimationFrame(() => topicRef.current?.focus());
  };

  if (sentTo) {
    return (
      <section aria-labelledby="video-request-success" className="rounded-2xl bg-white p-6 text-center shadow-lg sm:p-8">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <div role="status">
          <h2 id="video-request-success" ref={successRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-brand-blue focus:outline-none">
            {t('agexport.success.title')}
          </h2>
          <p className="mt-3 text-slate-700">
            {t('agexport.success.note')} <strong className="break-all">{sentTo}</strong>
          </p>
        </div>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={requestAnother}>{t('agexport.success.another')}</Button>
          <Link href="/" className={buttonVariants({ variant: 'outline' })}>
            {t('agexport.success.home')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5 rounded-2xl bg-white p-6 shadow-lg sm:p-8">
      <p className="text-slate-700">{t('agexport.intro')}</p>
      <div>
        <label htmlFor="video-topic" className="mb-1.5 block font-semibold text-slate-900">
          {t('agexport.topicLabel')}
        </label>
        <textarea
          ref={topicRef}
          id={fieldId('topic')}
          name="topic"
          rows={5}
          value={topic}
          maxLength={VIDEO_TOPIC_MAX}
          placeholder={t('agexport.topicPlaceholder')}
          {...form.fieldProps('topic')}
          onChange={(event) => setTopic(event.target.value)}
          className={cn(fieldClass(Boolean(form.errors.topic)), 'resize-y')}
        />
        {form.errors.topic && (
          <p id={errorIdOf(fieldId('topic'))} className="mt-1.5 text-sm font-medium text-red-700">
            {t(form.errors.topic as TranslationKey)}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="video-email" className="mb-1.5 block font-semibold text-slate-900">
          {t('agexport.emailLabel')}
        </label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          maxLength={254}
          placeholder={t('agexport.emailPlaceholder')}
          {...form.fieldProps('email')}
          onChange={(event) => setEmail(event.target.value)}
          className={fieldClass(Boolean(form.errors.email))}
        />
        {form.errors.email && (
          <p id={errorIdOf(fieldId('email'))} className="mt-1.5 text-sm font-medium text-red-700">
            {t(form.errors.email as TranslationKey)}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={creating.isPending}>
        {creating.isPending ? t('agexport.submitting') : t('agexport.submit')}
      </Button>
    </form>
  );
}
