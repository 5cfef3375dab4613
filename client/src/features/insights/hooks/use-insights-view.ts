import { useSearchParams } from 'wouter';
import { insightsSummaryQuerySchema, type InsightsSummaryQuery } from '@shared/insights';
import { DEFAULT_PERIOD, PERIODS, rangeOf, type DayRange, type Period } from '../lib/periods';

export type InsightsFilterKey = 'source' | 'campaign';

/** `?period=` names one of PERIODS; a chosen range is `?from=&to=` instead. */
function periodOf(params: URLSearchParams): { period: Period; range: DayRange } {
  const custom = insightsSummaryQuerySchema.safeParse({ from: params.get('from') ?? '', to: params.get('to') ?? '' });
  if (custom.success && custom.data.from <= custom.data.to) return { period: 'custom', range: { from: custom.data.from, to: custom.data.to } };
  const named = PERIODS.find((period) => period === params.get('period')) ?? DEFAULT_PERIOD;
  return { period: named, range: rangeOf(named) };
}

/**
 * What /admin/insights shows, kept in the address so a link shares it: the period
 * (`?period=30d`, or `?from=&to=`) and the filter by source and campaign. Each change is a
 * step of the browser's history.
 */
export function useInsightsView() {
  const [params, setParams] = useSearchParams();
  const { period, range } = periodOf(params);
  const filter = { source: params.get('source') || undefined, campaign: params.get('campaign') || undefined };
  const query: InsightsSummaryQuery = { ...range, ...filter };

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });

  return {
    period,
    range,
    filter,
    query,
    choosePeriod: (next: Exclude<Period, 'custom'>) =>
      update((search) => {
        search.delete('from');
        search.delete('to');
        if (next === DEFAULT_PERIOD) search.delete('period');
        else search.set('period', next);
      }),
    chooseRange: ({ from, to }: DayRange) =>
      update((search) => {
        search.delete('period');
        search.set('from', from);
        search.set('to', to);
      }),
    filterBy: (key: InsightsFilterKey, value: string) => update((search) => search.set(key, value)),
    clearFilter: (key: InsightsFilterKey) => update((search) => search.delete(key)),
  };
}

export type InsightsView = ReturnType<typeof useInsightsView>;
