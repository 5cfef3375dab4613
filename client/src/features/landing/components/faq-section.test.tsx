import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FaqItem } from '@shared/faq';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';
import { fakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { FaqSection } from './faq-section';
import { LandingPage } from './landing-page';
import { SiteSettingsProvider } from './site-settings-provider';

const items: FaqItem[] = [
  {
    id: 4,
    question: { es: '¿Tienen snacks sin gluten?', en: 'Do you have gluten-free snacks?' },
    answer: { es: 'Algunos llevan **gluten**:\n\n- revisa la lista\n- pregúntanos', en: 'Some contain **gluten**: see [the list](https://chapinbox.test/list).' },
  },
  { id: 9, question: { es: '¿Envían a Canadá?', en: 'Do you ship to Canada?' }, answer: { es: 'Aún no. <b>Pronto</b>', en: 'Not yet.' } },
];

describe('FaqSection', () => {
  beforeEach(() => {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture() } });
  });

  it('When the visitor opens a question, then its answer shows as Markdown, and HTML in it stays text', async () => {
    renderScreen(<FaqSection items={items} />);
    const section = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    const question = within(section).getByText('¿Tienen snacks sin gluten?');
    expect(screen.getByText(/Algunos llevan/)).not.toBeVisible();

    await userEvent.click(question);
    expect(screen.getByText('gluten').tagName).toBe('STRONG');
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['revisa la lista', 'pregúntanos']);

    await userEvent.click(within(section).getByText('¿Envían a Canadá?'));
    expect(within(section).getByText('Aún no. <b>Pronto</b>')).toBeVisible();
  });

  // The browser opens a focused <summary> with Enter or Space (e2e/faq.spec.ts presses it); jsdom does not.
  it('When the visitor moves with the keyboard, then each question is reached in turn', async () => {
    renderScreen(<FaqSection items={items} />);
    await userEvent.tab();
    expect(screen.getByText('¿Tienen snacks sin gluten?').closest('summary')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByText('¿Envían a Canadá?').closest('summary')).toHaveFocus();
  });

  it('When the page is in English, then the questions and answers are the English ones, a link opening in a new tab', async () => {
    renderScreen(<FaqSection items={items} />, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Do you have gluten-free snacks?'));
    expect(screen.getByRole('link', { name: /the list/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('¿Envían a Canadá?')).not.toBeInTheDocument();
  });
});

describe('the landing page FAQ section', () => {
  const renderLanding = (faq: FaqItem[]) =>
    renderScreen(
      <SiteSettingsProvider initial={{ settings: defaultPublicSiteSettings, renderedAt: Date.now(), faq }}>
        <LandingPage onJoinVip={() => {}} />
      </SiteSettingsProvider>,
    );

  beforeEach(() => {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture() }, 'GET /api/inventory/total': { status: 200, body: { totalBoxes: 20 } } });
  });

  // The sections below the first screen are chunks of their own: they come a moment later.
  it('When the page was rendered with FAQ entries, then the section shows them', async () => {
    renderLanding(items);
    expect(await screen.findByText('¿Envían a Canadá?')).toBeInTheDocument();
  });

  it('When the FAQ is empty, then the page has no FAQ section', async () => {
    renderLanding([]);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Preguntas frecuentes' })).not.toBeInTheDocument();
  });
});
