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
        <span aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700">
          ✓
        </span>
        <DialogTitle>{t('vip.success.title')}</DialogTitle>
        <DialogDescription>{t('vip.success.description')}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        {ebook.data && (
          <Button variant="primary" size="lg" onClick={download} disabled={downloading}>
            <span aria-hidden="true">⬇</span>
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
