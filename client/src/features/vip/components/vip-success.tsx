import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast-queue';
import { useLanguage } from '@/i18n/language-provider';
import { ebookDownloadQuery, useEbookDownload } from '../api/get-ebook-download';

/** After a sign-up: the welcome, the ebook download when one exists, and the button that closes. */
export function VipSuccess({ onDone }: { onDone(): void }) {
  const { t } = useLanguage();
  const ebook = useEbookDownload();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);

  // The link is short-lived: fetch one that is still fresh at the moment of the click.
  const download = async () => {
    setDownloading(true);
    try {
      const url = await queryClient.fetchQuery(ebookDownloadQuery);
      if (!url) throw new Error('No ebook to download');
      window.location.assign(url);
    } catch (error) {
      console.error('Ebook download failed', error);
      toast({ variant: 'destructive', title: t('vip.toast.errorTitle'), description: t('vip.toast.errorDescription') });
    } finally {
      setDownloading(false);
    }
  };

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
      <DialogFooter>
        {ebook.data && (
          <Button variant="primary" size="lg" onClick={download} disabled={downloading}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
              <path d="M12 4v12m0 0-5-5m5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('vip.success.download')}
          </Button>
        )}
        <Button variant="gold" size="lg" onClick={onDone} autoFocus>
          {t('vip.success.done')}
        </Button>
      </DialogFooter>
    </>
  );
}
