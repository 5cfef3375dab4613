import type { Campaign } from '@shared/campaigns';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCampaignAudience } from '../api/get-campaign-audience';
import { describeAudience, people } from '../lib/campaign-labels';

/**
 * The last step before a campaign goes out: it says how many people will get it, counted
 * afresh when it opens, and that a sent campaign can neither be edited nor sent again.
 */
export function SendCampaignDialog({
  campaign,
  open,
  sending,
  onOpenChange,
  onConfirm,
}: {
  campaign: Campaign;
  open: boolean;
  sending: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}) {
  const audience = useCampaignAudience(campaign.audience, open);
  const count = audience.isFetching ? undefined : audience.data?.recipients;
  const subject = campaign.subject.es || campaign.subject.en;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar" wide>
        <DialogHeader align="start">
          <DialogTitle size="md">¿Enviar la campaña?</DialogTitle>
          <DialogDescription>
            {count === undefined ? (
              audience.isError ? (
                'No se pudo contar a los destinatarios. Cierra y vuelve a intentarlo.'
              ) : (
                'Contando destinatarios...'
              )
            ) : (
              <>
                «{subject}» llegará a <strong className="text-slate-900">{people(count)}</strong>, cada una en su idioma ({describeAudience(campaign.audience)}). Una
                vez enviada no se puede editar ni volver a enviar.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button variant="gold" disabled={count === undefined || count === 0 || sending} onClick={onConfirm}>
            {sending ? 'Enviando...' : count === undefined ? 'Enviar' : `Enviar a ${people(count)}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
