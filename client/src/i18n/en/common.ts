import type { common as es } from '../es/common';

export const common: typeof es = {
  meta: {
    title: 'ChapinBox | Guatemalan and Salvadoran snacks in the USA',
    description:
      'The ChapinBox box brings 30 Guatemalan and Salvadoran snacks to your door in the United States. Join the VIP Club and get the free 16-recipe ebook.',
  },
  language: {
    label: 'Language',
    switchTo: 'Cambiar a español',
    es: 'ES',
    en: 'EN',
  },
  actions: {
    close: 'Close',
    backHome: 'Back to home',
  },
  whatsApp: {
    talkToPerson: 'Talk to a person',
    label: 'Talk to a person on WhatsApp (opens in a new tab)',
    message: 'Hi, I have a question about ChapinBox.',
  },
  skipToContent: 'Skip to content',
  loading: 'Loading...',
};
