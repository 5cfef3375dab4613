import { languages, type Language } from '@shared/languages';
import type { SiteSettings, Testimonial } from '@shared/site-settings';
import { settingsFields } from './settings-fields';

/** The form's values, one text per field path ('' for an unset value). */
export type FormValues = Record<string, string>;

/** One testimonial as its row of the form shows it: texts ('' unset), the stars as the picker's value ('' not chosen). */
export interface TestimonialRow {
  name: string;
  location: string;
  text: string;
  rating: string;
  verified: boolean;
}

/** The testimonials' rows, per page language. */
export type TestimonialRows = Record<Language, TestimonialRow[]>;

/** A row just added: everything for the staff member to fill, no stars chosen, not verified. */
export const emptyTestimonialRow = (): TestimonialRow => ({ name: '', location: '', text: '', rating: '', verified: false });

/** The saved testimonials as the form's rows. */
export const toTestimonialRows = (testimonials: SiteSettings['testimonials']): TestimonialRows =>
  Object.fromEntries(
    languages.map((language) => [
      language,
      testimonials[language].map(({ name, location, text, rating, verified }) => ({ name, location: location ?? '', text, rating: String(rating), verified })),
    ]),
  ) as TestimonialRows;

/** The rows as PUT sends them: trimmed by the schema, an empty place unset (null), stars not chosen as null for the schema to refuse. */
export const toTestimonials = (rows: TestimonialRows): SiteSettings['testimonials'] =>
  Object.fromEntries(
    languages.map((language) => [
      language,
      rows[language].map(
        ({ name, location, text, rating, verified }) =>
          ({ name, location: location.trim() === '' ? null : location, text, rating: rating === '' ? null : Number(rating), verified }) as unknown as Testimonial,
      ),
    ]),
  ) as SiteSettings['testimonials'];

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local field shows it: this browser's local time, to the minute. */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (this browser's local time) as an ISO instant; anything else as typed, for the schema to refuse. */
export function fromLocalDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function read(settings: SiteSettings, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], settings);
}

/** The saved settings as the form's texts. */
export function toFormValues(settings: SiteSettings): FormValues {
  const values: FormValues = {};
  for (const { path, type } of settingsFields) {
    const value = read(settings, path);
    if (value === null || value === undefined) values[path] = '';
    else if (type === 'datetime-local') values[path] = toLocalDateTime(String(value));
    else values[path] = String(value);
  }
  return values;
}

/**
 * The form's texts and testimonials as the settings document PUT sends: empty is unset (null),
 * the discount a number. The box contents have their own section (/admin/box-contents): they
 * go back as `saved` has them.
 */
export function toSettings(values: FormValues, testimonials: TestimonialRows, saved: SiteSettings): SiteSettings {
  const document: Record<string, Record<string, unknown>> = {};
  for (const { path, type } of settingsFields) {
    const text = (values[path] ?? '').trim();
    let value: unknown = text === '' ? null : text;
    if (type === 'number') value = text === '' ? null : Number(text);
    if (type === 'datetime-local' && text !== '') value = fromLocalDateTime(text);
    const keys = path.split('.');
    let node: Record<string, unknown> = document;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = value;
  }
  document.testimonials = toTestimonials(testimonials);
  document.boxContents = saved.boxContents;
  // Not checked here: the page runs the request's schema on it before sending, as the server does.
  return document as unknown as SiteSettings;
}
