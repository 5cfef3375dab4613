import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import {
  INSIGHTS_RANGE_MAX_DAYS,
  type InsightExportTable,
  type InsightsExportQuery,
  type InsightsLive,
  type InsightsSummary,
  type InsightsSummaryQuery,
  type InsightTotals,
} from '@shared/insights';
import type { AppDeps } from '../deps';
import { neutraliseCell } from '../lib/csv-cell';
import { badRequest } from '../lib/errors';
import { addDays } from './insight-rollup';
import { shopDay } from './insight-visitor';
import { readFigures, readPeriod, type Figures, type InsightFilters, type PeriodFigures } from './insight-summary';

/** Rows each table of the summary shows (the export has them all). */
const TOP_ROWS = 10;

/** Dates the database and the day arithmetic both take. */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2999-12-31';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period's length in days, after refusing one that is reversed, too long or out of range. */
function periodDays({ from, to }: Pick<InsightsSummaryQuery, 'from' | 'to'>) {
  if (from < FIRST_DAY || to > LAST_DAY) throw badRequest('Las fechas deben estar entre los años 2000 y 2999.');
  if (from > to) throw badRequest('La fecha de inicio es posterior a la fecha de fin.');
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > INSIGHTS_RANGE_MAX_DAYS) throw badRequest(`El periodo puede abarcar como mucho ${INSIGHTS_RANGE_MAX_DAYS} días.`);
  return days;
}

const filtersOf = ({ source, campaign }: InsightsSummaryQuery): InsightFilters => ({ source: source || undefined, campaign: campaign || undefined });

/** Most visitors first, then most sign-ups, then most clicks, then by name. */
function ranked(values: Map<string, Figures> | undefined) {
  return [...(values ?? new Map<string, Figures>())]
    .map(([key, figures]) => ({ key, visitors: figures.visitors, signUps: figures.signUps, marketplaceClicks: figures.marketplaceClicks }))
    .sort((a, b) => b.visitors - a.visitors || b.signUps - a.signUps || b.marketplaceClicks - a.marketplaceClicks || a.key.localeCompare(b.key));
}

/** The values that got marketplace clicks, most first. */
function clicks(values: Map<string, Figures> | undefined) {
  return [...(values ?? new Map<string, Figures>())]
    .map(([key, figures]) => ({ key, clicks: figures.marketplaceClicks }))
    .filter((row) => row.clicks > 0)
    .sort((a, b) => b.clicks - a.clicks || a.key.localeCompare(b.key));
}

const totalsOf = (figures: Figures, confirmed: number): InsightTotals => ({ ...figures, confirmed });

const sum = (days: Iterable<Figures>): Figures => {
  const total: Figures = { visitors: 0, pageviews: 0, vipShown: 0, signUps: 0, marketplaceClicks: 0 };
  for (const day of days) for (const key of Object.keys(total) as Array<keyof Figures>) total[key] += day[key];
  return total;
};

type Cell = string | number;

/** A table of visitors, sign-ups and clicks per value, as the export writes it. */
const figuresTable = (label: string, values: (period: PeriodFigures) => Map<string, Figures> | undefined) => ({
  header: [label, 'Visitantes', 'Registros VIP', 'Clics al marketplace'],
  records: (period: PeriodFigures): Cell[][] => ranked(values(period)).map((row) => [row.key, row.visitors, row.signUps, row.marketplaceClicks]),
});

/** A table of marketplace clicks per value. */
const clicksTable = (label: string, values: (period: PeriodFigures) => Map<string, Figures> | undefined) => ({
  header: [label, 'Clics al marketplace'],
  records: (period: PeriodFigures): Cell[][] => clicks(values(period)).map((row) => [row.key, row.clicks]),
});

const EXPORT_TABLES: Record<InsightExportTable, ReturnType<typeof figuresTable>> = {
  sources: figuresTable('Fuente', (period) => period.sources),
  campaigns: figuresTable('Campaña', (period) => period.campaigns),
  pages: figuresTable('Página', (period) => period.dimensions.get('page')),
  languages: figuresTable('Idioma', (period) => period.dimensions.get('language')),
  devices: figuresTable('Dispositivo', (period) => period.dimensions.get('device')),
  boxes: clicksTable('Caja', (period) => period.dimensions.get('box')),
  places: clicksTable('Lugar', (period) => period.dimensions.get('place')),
};

/** The staff's Insights page (docs/decisions/0072-first-party-insights.md): what the site's visitors did, per shop day. */
export function createInsightsService(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;

  return {
    async summary(query: InsightsSummaryQuery): Promise<InsightsSummary> {
      const days = periodDays(query);
      const filters = filtersOf(query);
      const { period, previous, confirmed } = await readFigures(db, addDays(query.from, -days), query.from, query.to, filters);
      const totals = totalsOf(sum(period.days.values()), confirmed.current);
      const none: Figures = { visitors: 0, pageviews: 0, vipShown: 0, signUps: 0, marketplaceClicks: 0 };
      return {
        ...totals,
        previous: totalsOf(previous, confirmed.previous),
        byDay: Array.from({ length: days }, (_, i) => {
          const date = addDays(query.from, i);
          const { visitors, pageviews, signUps, marketplaceClicks } = period.days.get(date) ?? none;
          return { date, visitors, pageviews, signUps, marketplaceClicks };
        }),
        funnel: [
          { step: 'visitors', count: totals.visitors },
          { step: 'vip_shown', count: totals.vipShown },
          { step: 'sign_up', count: totals.signUps },
          { step: 'confirmed', count: totals.confirmed },
          { step: 'marketplace_click', count: totals.marketplaceClicks },
        ],
        sources: ranked(period.sources).slice(0, TOP_ROWS).map(({ key, ...row }) => ({ source: key, ...row })),
        campaigns: ranked(period.campaigns).slice(0, TOP_ROWS).map(({ key, ...row }) => ({ campaign: key, ...row })),
        pages: ranked(period.dimensions.get('page')).slice(0, TOP_ROWS).map(({ key, ...row }) => ({ page: key, ...row })),
        languages: ranked(period.dimensions.get('language')).slice(0, TOP_ROWS).map(({ key, ...row }) => ({ language: key, ...row })),
        devices: ranked(period.dimensions.get('device')).slice(0, TOP_ROWS).map(({ key, ...row }) => ({ device: key, ...row })),
        clicksByBox: clicks(period.dimensions.get('box')).map(({ key, clicks: count }) => ({ box: key, clicks: count })),
        clicksByPlace: clicks(period.dimensions.get('place')).map(({ key, clicks: count }) => ({ place: key, clicks: count })),
      };
    },

    /**
     * What a campaign's e-mail brought since `since` (its site links carry source `newsletter` and
     * the campaign's tag, its marketplace links go through /go with both): visitors (counted per
     * day, cookie-free), page views, and marketplace clicks in all and by box.
     */
    async campaignVisits(source: string, campaign: string, since: Date) {
      const to = shopDay(new Date());
      const earliest = addDays(to, -(INSIGHTS_RANGE_MAX_DAYS - 1));
      const from = shopDay(since) < earliest ? earliest : shopDay(since);
      const period = await readPeriod(db, from, to, filtersOf({ from, to, source, campaign }));
      const totals = sum(period.days.values());
      return {
        visitors: totals.visitors,
        pageviews: totals.pageviews,
        marketplaceClicks: totals.marketplaceClicks,
        clicksByBox: clicks(period.dimensions.get('box')).map(({ key, clicks: count }) => ({ box: key, clicks: count })),
      };
    },

    /** The last 30 minutes, from the raw events. */
    async live(): Promise<InsightsLive> {
      const { rows } = await db.execute<{ visitors: number; pageviews: number; marketplace_clicks: number }>(sql`
        select count(distinct visitor) as visitors,
          count(*) filter (where name = 'pageview') as pageviews,
          count(*) filter (where name = 'marketplace_click') as marketplace_clicks
        from insight_events
        where at > now() - interval '30 minutes'`);
      return { visitors: Number(rows[0].visitors), pageviews: Number(rows[0].pageviews), marketplaceClicks: Number(rows[0].marketplace_clicks) };
    },

    /** Every row of one of the summary's tables as CSV (UTF-8 with BOM, Spanish header, no formula runs). */
    async exportCsv(query: InsightsExportQuery): Promise<string> {
      periodDays(query);
      const table = EXPORT_TABLES[query.table];
      const records = [table.header, ...table.records(await readPeriod(db, query.from, query.to, filtersOf(query)))];
      // The BOM makes spreadsheet programs read accents (Campaña, Página) as UTF-8.
      return stringify(records.map((record) => record.map((cell) => neutraliseCell(String(cell)))), { bom: true });
    },
  };
}
