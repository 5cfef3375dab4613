import { expect, type APIRequestContext } from '@playwright/test';
import type { SiteSettings } from '../../shared/site-settings';

type SettingsChange = (settings: SiteSettings) => SiteSettings;

/**
 * Changes the app's site settings through the API as the signed-in admin of `request`'s
 * context (GET, change, PUT from the version read); answers the settings saved.
 */
export async function changeSiteSettings(request: APIRequestContext, change: SettingsChange): Promise<SiteSettings> {
  const current = await request.get('/api/admin/settings');
  expect(current.ok(), `GET /api/admin/settings: ${await current.text()}`).toBe(true);
  const { settings, version } = (await current.json()) as { settings: SiteSettings; version: number };
  const saved = await request.put('/api/admin/settings', { data: { version, settings: change(settings) } });
  expect(saved.ok(), `PUT /api/admin/settings: ${await saved.text()}`).toBe(true);
  return ((await saved.json()) as { settings: SiteSettings }).settings;
}
