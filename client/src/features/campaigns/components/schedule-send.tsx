import { useCallback, useId, useState, type FormEvent } from 'react';
import { CAMPAIGN_MESSAGES, campaignScheduleRequestSchema, type Campaign } from '@shared/campaigns';
import { shopClockName, zonedInstant, zonedWallClock } from '@shared/shop-time';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useScheduleCampaign, useUnscheduleCampaign } from '../api/schedule-campaign';
import { useShopTimeZone } from '../hooks/use-shop-time-zone';
import { describeSchedule } from '../lib/campaign-labels';
import { FieldMessage, fieldClass } from './field-parts';

const DAY_MS = 86_400_000;

/** Where the fields start: the scheduled moment, else tomorrow at 9:00 on the shop's clock. */
const initialWallClock = (zone: string, campaign?: Campaign) =>
  campaign?.scheduledAt ? zonedWallClock(new Date(campaign.scheduledAt), zone) : { date: zonedWallClock(new Date(Date.now() + DAY_MS), zone).date, time: '09:00' };

const isPast = (instant: Date) => instant.getTime() <= Date.now();

/** The instant the fields mean, or nothing while one is empty. */
const instantOf = (date: string, time: string, zone: string) => (date && time ? zonedInstant(date, time, zone) : undefined);

/**
 * Schedules the send for a day and time on the shop's clock (a site setting), the buyers' US
 * Eastern time beside it; moves or cancels it until it starts. `save` first saves what is on
 * screen (the editor's), so what goes out is what staff see.
 */
export function ScheduleSend({ campaign, blocked, save }: { campaign?: Campaign; blocked: boolean; save(): Promise<Campaign | undefined> }) {
  const zone = useShopTimeZone();
  const [wall, setWall] = useState(() => initialWallClock(zone, campaign));
  const schedule = useScheduleCampaign();
  const unschedule = useUnscheduleCampaign();
  const baseId = useId();
  const fieldId = useCallback((field: string) => `${baseId}-${field}`, [baseId]);
  const invalid = useFieldErrors(fieldId);
  const scheduled = campaign?.status === 'scheduled' && campaign.scheduledAt ? campaign.scheduledAt : undefined;
  const chosen = instantOf(wall.date, wall.time, zone);
  const busy = schedule.isPending || unschedule.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { ...(wall.date ? {} : { date: 'Elige el día del envío' }), ...(wall.time ? {} : { time: 'Elige la hora del envío' }) };
    const past = chosen && isPast(chosen) ? { date: CAMPAIGN_MESSAGES.scheduleInPast } : {};
    const check = invalid.validate(campaignScheduleRequestSchema, { at: chosen?.toISOString() ?? '' }, { field: () => 'date' }, { ...missing, ...past });
    if (!check.success) return;
    const current = await save();
    if (!current) return;
    schedule.mutate(
      { id: current.id, at: check.data.at },
      {
        onSuccess: (result) => toast({ title: scheduled ? 'Envío cambiado' : 'Envío programado', description: describeSchedule(result.scheduledAt!, zone) }),
        onError: (error) => toast({ variant: 'destructive', title: 'No se pudo programar el envío', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
      },
    );
  };

  const onCancel = () => {
    if (!campaign) return;
    unschedule.mutate(campaign.id, {
      onSuccess: () => toast({ title: 'Programación cancelada', description: 'La campaña vuelve a ser un borrador.' }),
      onError: (error) => toast({ variant: 'destructive', title: 'No se pudo cancelar la programación', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={fieldId('title')} className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <h4 id={fieldId('title')} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ClockIcon className="h-4 w-4" />
        {scheduled ? 'Envío programado' : 'Programar el envío'}
      </h4>
      {scheduled && (
        <p role="status" className="rounded-lg bg-brand-sky/60 px-3 py-2 text-sm text-slate-800">
          Se enviará el {describeSchedule(scheduled, zone)}.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={fieldId('date')} className="text-sm font-medium text-slate-800">
            Día ({shopClockName(zone)})
          </label>
          <input
            id={fieldId('date')}
            type="date"
            value={wall.date}
            onChange={(event) => setWall({ ...wall, date: event.target.value })}
            {...invalid.fieldProps('date')}
            className={fieldClass}
          />
          <FieldMessage id={fieldId('date')} message={invalid.errors.date} />
        </div>
        <div className="space-y-1">
          <label htmlFor={fieldId('time')} className="text-sm font-medium text-slate-800">
            Hora ({shopClockName(zone)})
          </label>
          <input
            id={fieldId('time')}
            type="time"
            value={wall.time}
            onChange={(event) => setWall({ ...wall, time: event.target.value })}
            {...invalid.fieldProps('time')}
            className={fieldClass}
          />
          <FieldMessage id={fieldId('time')} message={invalid.errors.time} />
        </div>
      </div>
      {chosen && <p className="text-xs text-slate-600">{describeSchedule(chosen.toISOString(), zone)}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={blocked || busy}>
          {schedule.isPending ? 'Programando...' : scheduled ? 'Cambiar la fecha' : 'Programar envío'}
        </Button>
        {scheduled && (
          <Button variant="danger-outline" disabled={busy} onClick={onCancel}>
            Cancelar programación
          </Button>
        )}
      </div>
    </form>
  );
}
