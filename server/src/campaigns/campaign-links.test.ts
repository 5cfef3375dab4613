import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '@shared/site-settings';
import { defaultSiteSettings } from '@shared/site-settings-values';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { setupStep, type TestClient } from '../../test/test-client';
import { createCampaignDeliveryService, type SliceOutcome } from './campaign-delivery.service';
import { campaignLinks, campaignTag } from './campaign-links';
import { createDraft, seedSubscribers } from './campaigns-test-helpers';

const settings: SiteSettings = {
  ...defaultSiteSettings,
  products: {
    partyMix: { asin: 'B0TESTPRTY', marketplaceUrl: null },
    candyMix: { asin: null, marketplaceUrl: 'https://www.amazon.com/ChapinBox-Candy-Mix/dp/B0TESTCNDY?th=1' },
    spicyMix: { asin: null, marketplaceUrl: 'https://amazon.com/stores/ChapinBox/page/1' },
    chocoBox: { asin: null, marketplaceUrl: null },
  },
};

const UTM = 'utm_source=newsletter&utm_medium=email&utm_campaign=7-ofertas';

describe('campaign links', () => {
  const { rewrite, site } = campaignLinks({ origin: 'https://chapinbox.com', campaign: '7-ofertas', settings });

  it('When a campaign is named in its links, then it is its number and its subject’s words, Spanish first, without accents or signs', () => {
    expect(campaignTag(12, { es: '¡Ofertas de Navidad! 🎄 Año nuevo', en: 'Christmas deals' })).toBe('12-ofertas-de-navidad-ano-nuevo');
    expect(campaignTag(12, { es: '  ', en: 'Christmas deals' })).toBe('12-christmas-deals');
    expect(campaignTag(3, { es: '¡¡!!', en: '' })).toBe('3');
    expect(campaignTag(4, { es: 'Una caja llena de sabores de Guatemala para ti', en: '' })).toBe('4-una-caja-llena-de-sabores-de-guatemala');
  });

  it.each([
    ['a page of the site', 'https://chapinbox.com/agexport', `https://chapinbox.com/agexport?${UTM}`],
    ['its www address, with a query and a fragment', 'https://www.chapinbox.com/?lang=en#cajas', `https://www.chapinbox.com/?lang=en&${UTM}#cajas`],
    ['a page that already has a utm_source', 'https://chapinbox.com/x?utm_source=old&a=1', `https://chapinbox.com/x?a=1&${UTM}`],
    ['the listing of a box by its ASIN', 'https://www.amazon.com/dp/B0TESTPRTY', 'https://chapinbox.com/go/partyMix?c=7-ofertas&s=newsletter'],
    ['that listing with a title and a ref', 'https://amazon.com/ChapinBox-Party/dp/B0TESTPRTY/ref=sr_1_1?keywords=x', 'https://chapinbox.com/go/partyMix?c=7-ofertas&s=newsletter'],
    ['the ASIN of a box’s listing address', 'https://www.amazon.com/gp/product/B0TESTCNDY', 'https://chapinbox.com/go/candyMix?c=7-ofertas&s=newsletter'],
    ['a box’s store page, with a slash and a query', 'https://www.amazon.com/stores/ChapinBox/page/1/?ref_=ast', 'https://chapinbox.com/go/spicyMix?c=7-ofertas&s=newsletter'],
  ])('When a campaign links to %s, then the link is tagged', (_case, href, tagged) => {
    expect(rewrite(href)).toBe(tagged);
  });

  it.each([
    ['another product on the marketplace', 'https://www.amazon.com/dp/B0OTHER123'],
    ['the marketplace of another country', 'https://www.amazon.es/dp/B0TESTPRTY'],
    ['a look-alike host', 'https://chapinbox.com.evil.example/agexport'],
    ['another site', 'https://example.com/?q=chapinbox.com'],
    ['the site’s unsubscribe link', 'https://chapinbox.com/api/vip/unsubscribe?token=t'],
    ['the site’s confirm link', 'https://chapinbox.com/api/vip/confirm?token=t'],
    ['an e-mail address', 'mailto:hola@chapinbox.com'],
    ['a phone number', 'tel:+12135550101'],
  ])('When a campaign links to %s, then the link is left as written', (_case, href) => {
    expect(rewrite(href)).toBe(href);
  });

  it('When the frame links to the site, then that link is tagged too', () => {
    expect(site).toBe(`https://chapinbox.com/?${UTM}`);
  });
});

describe('the rendered campaign e-mail', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let origin: string;
  let body: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: admin } = await staffClient(ctx));
    origin = ctx.baseUrl;
    setupStep(await admin.put('/api/admin/settings', { version: 0, settings }), 200);
    body = [
      `Mira la [caja nueva](${origin}/caja?color=rojo#fotos) y ${origin}/agexport.`,
      '',
      `- [PARTY MIX](https://www.amazon.com/dp/B0TESTPRTY)`,
      `- [CANDY MIX](https://www.amazon.com/ChapinBox-Candy-Mix/dp/B0TESTCNDY?th=1)`,
      `- [otra caja](https://www.amazon.com/dp/B0OTHER123)`,
      '',
      `[Escríbenos](mailto:hola@chapinbox.com) o mira [otro sitio](https://example.com/x).`,
    ].join('\n');
  });
  afterAll(() => ctx.close());

  const utmOf = (tag: string) => `utm_source=newsletter&utm_medium=email&utm_campaign=${tag}`;

  /** What every rendering of campaign `tag` must show in its HTML. */
  function expectTaggedHtml(html: string | undefined, tag: string) {
    const utm = utmOf(tag);
    const amp = (text: string) => text.replace(/&/g, '&amp;');
    expect(html).toContain(`href="${amp(`${origin}/caja?color=rojo&${utm}#fotos`)}"`);
    expect(html).toContain(`href="${amp(`${origin}/agexport?${utm}`)}"`);
    expect(html).toContain(`href="${amp(`${origin}/?${utm}`)}" style="color:#004aad;text-decoration:none">ChapinBox</a>`);
    expect(html).toContain(`href="${amp(`${origin}/go/partyMix?c=${tag}&s=newsletter`)}"`);
    expect(html).toContain(`href="${amp(`${origin}/go/candyMix?c=${tag}&s=newsletter`)}"`);
    expect(html).toContain('href="https://www.amazon.com/dp/B0OTHER123"');
    expect(html).toContain('href="mailto:hola@chapinbox.com"');
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toMatch(new RegExp(`href="${origin}/api/vip/unsubscribe\\?token=[^"&]+(&amp;c=[\\w.-]+)?"`));
    // A bare address still reads as written; its link carries the tags.
    expect(html).toContain(`>${origin.replace(/^https?:\/\//, '')}/agexport</a>`);
  }

  /** What the text part of campaign `tag` must show. */
  function expectTaggedText(text: string | undefined, tag: string) {
    const utm = utmOf(tag);
    expect(text).toContain(`Mira la caja nueva (${origin}/caja?color=rojo&${utm}#fotos) y ${origin}/agexport?${utm}.`);
    expect(text).toContain(`- PARTY MIX (${origin}/go/partyMix?c=${tag}&s=newsletter)`);
    expect(text).toContain('- otra caja (https://www.amazon.com/dp/B0OTHER123)');
    expect(text).toContain('Escríbenos (hola@chapinbox.com) o mira otro sitio (https://example.com/x).');
  }

  it('When staff send a test, then every link to the site carries the newsletter’s tags, listings go through /go, the rest stay', async () => {
    const id = await createDraft(admin, { subject: { es: 'Ofertas de la semana', en: 'Weekly deals' }, body: { es: body, en: body } });
    ctx.mailer.sent.length = 0;

    expect((await admin.post(`/api/admin/campaigns/${id}/test`, { email: 'prueba@example.com' })).status).toBe(202);

    expect(ctx.mailer.sent).toHaveLength(2);
    for (const mail of ctx.mailer.sent) {
      expectTaggedHtml(mail.html, `${id}-ofertas-de-la-semana`);
      expectTaggedText(mail.text, `${id}-ofertas-de-la-semana`);
    }
  });

  it('When staff preview, then the links carry the tags of the campaign vista-previa', async () => {
    const response = await admin.post('/api/admin/campaigns/preview', { language: 'es', subject: 'Ofertas', body });
    expect(response.status).toBe(200);
    expectTaggedHtml(response.body.html, 'vista-previa');
  });

  it('When the campaign is sent, then each subscriber’s e-mail has the same tags as the test', async () => {
    await seedSubscribers(ctx, [{ email: 'ana@example.com', language: 'es' }]);
    const id = await createDraft(admin, { subject: { es: 'Ofertas de la semana', en: '' }, body: { es: body, en: '' }, audience: { languages: ['es'] } });
    expect((await admin.post(`/api/admin/campaigns/${id}/send`)).status).toBe(202);
    ctx.mailer.sent.length = 0;

    const service = createCampaignDeliveryService(ctx.deps);
    let outcome: SliceOutcome;
    do outcome = await service.runSlice(id);
    while (outcome.next === 'now');

    expect(ctx.mailer.sent.map((mail) => mail.to)).toEqual(['ana@example.com']);
    expectTaggedHtml(ctx.mailer.sent[0].html, `${id}-ofertas-de-la-semana`);
    expectTaggedText(ctx.mailer.sent[0].text, `${id}-ofertas-de-la-semana`);
  });
});
