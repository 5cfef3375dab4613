import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useDuplicateCampaign } from '../api/duplicate-campaign';

/**
 * "Duplicar": a new draft with the campaign's saved subject, text and audience, opened in the
 * editor (unsaved edits on screen ask first, as any navigation does).
 */
export function DuplicateCampaignButton({ id }: { id: number }) {
  const [, navigate] = useLocation();
  const duplicate = useDuplicateCampaign();
  const onClick = () =>
    duplicate.mutate(id, {
      onSuccess: (copy) => {
        toast({ title: 'Campaña duplicada', description: 'Se abrió la copia como borrador.' });
        navigate(`/admin/campaigns?campaign=${copy.id}`);
      },
      onError: (error) => toast({ variant: 'destructive', title: 'No se pudo duplicar la campaña', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
    });
  return (
    <Button variant="outline" disabled={duplicate.isPending} onClick={onClick}>
      {duplicate.isPending ? 'Duplicando...' : 'Duplicar'}
    </Button>
  );
}
