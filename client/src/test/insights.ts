import { vi } from 'vitest';
import type { InsightEvent, InsightEventsRequest } from '@shared/insights';
import { resetInsightsForTests } from '@/lib/insights-beacon';

/**
 * Watches the first-party count (lib/insights-beacon) from an empty queue: `sent()` leaves the
 * page (pagehide) and returns every event its beacons carried so far.
 */
export function watchInsights() {
  resetInsightsForTests();
  const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
  const sent = (): InsightEvent[] => {
    window.dispatchEvent(new Event('pagehide'));
    return beacon.mock.calls.flatMap(([, body]) => (JSON.parse(String(body)) as InsightEventsRequest).events);
  };
  return { beacon, sent };
}
