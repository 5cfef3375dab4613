import type { ReactNode } from 'react';
import type { InsightExportTable, InsightsSummary } from '@shared/insights';
import { insightsExportUrl } from '../api/insights-export-url';
import type { InsightsView } from '../hooks/use-insights-view';
import { boxName, deviceName, languageName, placeName } from '../lib/insight-names';
import { InsightTable, type InsightRow } from './insight-table';

// Soft hyphens: on a phone a long header breaks inside its word and leaves room for the names.
const ROW_COLUMNS = ['Visi\u00adtantes', 'Suscrip\u00adciones', 'Clics a Amazon'];
const CLICK_COLUMNS = ['Clics'];

type Counts = { visitors: number; signUps: number; marketplaceClicks: number };
const rowValues = (row: Counts) => [row.visitors, row.signUps, row.marketplaceClicks];

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <div className="grid gap-3 lg:grid-cols-2">{children}</div>
    </section>
  );
}

/** Where visits come from, what they see and where the clicks to Amazon are: seven tables, each with its CSV. */
export function InsightTables({ summary, view }: { summary: InsightsSummary; view: InsightsView }) {
  const exportUrl = (table: InsightExportTable) => insightsExportUrl(view.query, table);
  // A row of the filter already applied has nothing more to narrow.
  const chooser = (key: 'source' | 'campaign', value: string) => (view.filter[key] === value ? undefined : () => view.filterBy(key, value));

  const sources: InsightRow[] = summary.sources.map((row) => ({ key: row.source, name: row.source, values: rowValues(row), onChoose: chooser('source', row.source) }));
  // Visits without a campaign are counted in a row of their own that cannot be filtered by.
  const campaigns: InsightRow[] = summary.campaigns.map((row) => ({
    key: row.campaign,
    name: row.campaign || 'Sin campaña',
    values: rowValues(row),
    onChoose: row.campaign ? chooser('campaign', row.campaign) : undefined,
  }));
  const named = <Row extends Counts>(rows: Row[], keyOf: (row: Row) => string, nameOf: (key: string) => string): InsightRow[] =>
    rows.map((row) => ({ key: keyOf(row), name: nameOf(keyOf(row)), values: rowValues(row) }));
  const clicks = <Row extends { clicks: number }>(rows: Row[], keyOf: (row: Row) => string, nameOf: (key: string) => string): InsightRow[] =>
    rows.map((row) => ({ key: keyOf(row), name: nameOf(keyOf(row)), values: [row.clicks] }));

  return (
    <>
      <Group id="insights-origin-title" title="De dónde vienen">
        <InsightTable
          title="Fuentes"
          caption="Visitantes, suscripciones y clics a Amazon por fuente"
          keyColumn="Fuente"
          chooseLabel="Filtrar por la fuente"
          columns={ROW_COLUMNS}
          rows={sources}
          exportUrl={exportUrl('sources')}
          exportName="fuentes"
        />
        <InsightTable
          title="Campañas"
          caption="Visitantes, suscripciones y clics a Amazon por campaña"
          keyColumn="Campaña"
          chooseLabel="Filtrar por la campaña"
          columns={ROW_COLUMNS}
          rows={campaigns}
          exportUrl={exportUrl('campaigns')}
          exportName="campañas"
        />
      </Group>
      <Group id="insights-audience-title" title="Qué ven y desde dónde">
        <InsightTable
          title="Páginas"
          caption="Visitantes, suscripciones y clics a Amazon por página"
          keyColumn="Página"
          columns={ROW_COLUMNS}
          rows={named(summary.pages, (row) => row.page, (page) => page)}
          exportUrl={exportUrl('pages')}
          exportName="páginas"
        />
        <InsightTable
          title="Idiomas"
          caption="Visitantes, suscripciones y clics a Amazon por idioma"
          keyColumn="Idioma"
          columns={ROW_COLUMNS}
          rows={named(summary.languages, (row) => row.language, languageName)}
          exportUrl={exportUrl('languages')}
          exportName="idiomas"
        />
        <InsightTable
          title="Dispositivos"
          caption="Visitantes, suscripciones y clics a Amazon por dispositivo"
          keyColumn="Dispositivo"
          columns={ROW_COLUMNS}
          rows={named(summary.devices, (row) => row.device, deviceName)}
          exportUrl={exportUrl('devices')}
          exportName="dispositivos"
        />
      </Group>
      <Group id="insights-clicks-title" title="Clics a Amazon">
        <InsightTable
          title="Por caja"
          caption="Clics a Amazon por caja"
          keyColumn="Caja"
          columns={CLICK_COLUMNS}
          rows={clicks(summary.clicksByBox, (row) => row.box, boxName)}
          exportUrl={exportUrl('boxes')}
          exportName="clics por caja"
        />
        <InsightTable
          title="Por lugar"
          caption="Clics a Amazon por lugar de la página"
          keyColumn="Lugar"
          columns={CLICK_COLUMNS}
          rows={clicks(summary.clicksByPlace, (row) => row.place, placeName)}
          exportUrl={exportUrl('places')}
          exportName="clics por lugar"
        />
      </Group>
    </>
  );
}
