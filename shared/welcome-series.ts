import * as z from 'zod/mini';
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX } from './campaigns';

// The welcome series (docs/product.md#welcome-series): e-mails each new member of the club gets
// after confirming, in their language, after the delays staff set. Admins only.

export const WELCOME_STEPS_MAX = 10;
/** The longest delay after confirming, in hours (90 days). */
export const WELCOME_DELAY_MAX_HOURS = 2_160;
/** A step whose moment passed longer ago than this (the series was off, or a step was added later) is not sent. */
export const WELCOME_LATE_LIMIT_DAYS = 7;

const perLanguage = <T extends z.ZodMiniType>(schema: T) => z.object({ es: schema, en: schema });
const subjectSchema = z.string().check(z.trim(), z.maxLength(CAMPAIGN_SUBJECT_MAX, `El asunto no puede tener más de ${CAMPAIGN_SUBJECT_MAX} caracteres`));
const bodySchema = z.string().check(z.maxLength(CAMPAIGN_BODY_MAX, `El texto no puede tener más de ${CAMPAIGN_BODY_MAX.toLocaleString('es-ES')} caracteres`));

const stepSchema = z.object({
  /** A step keeps its id when edited: whoever has had it does not get it again. Absent for a new step. */
  id: z.optional(z.uuid('Paso desconocido')),
  delayHours: z
    .number('Indica a cuántas horas de confirmar se envía')
    .check(z.int('Las horas son un número entero'), z.minimum(0, 'El retraso no puede ser negativo'), z.maximum(WELCOME_DELAY_MAX_HOURS, 'Como mucho 90 días después de confirmar')),
  subject: perLanguage(subjectSchema),
  body: perLanguage(bodySchema),
});

const LANGUAGE_NAMES = { es: 'español', en: 'inglés' } as const;

/** What a series is missing before it can be on (empty when it can), in Spanish for staff. */
export function welcomeGaps(series: { steps: Array<Pick<z.infer<typeof stepSchema>, 'subject' | 'body'>> }): string[] {
  if (series.steps.length === 0) return ['Añade al menos un correo a la serie'];
  return series.steps.flatMap((step, index) =>
    (['es', 'en'] as const).flatMap((language) => [
      ...(step.subject[language].trim() ? [] : [`Falta el asunto en ${LANGUAGE_NAMES[language]} del correo ${index + 1}`]),
      ...(step.body[language].trim() ? [] : [`Falta el texto en ${LANGUAGE_NAMES[language]} del correo ${index + 1}`]),
    ]),
  );
}

/** PUT /api/admin/automations/welcome: the whole series; to be on, every step written in both languages. */
export const welcomeSeriesInputSchema = z
  .object({
    enabled: z.boolean('Indica si la serie está activa'),
    steps: z.array(stepSchema).check(z.maxLength(WELCOME_STEPS_MAX, `Como mucho ${WELCOME_STEPS_MAX} correos en la serie`)),
  })
  .check(
    z.superRefine((series, ctx) => {
      if (!series.enabled) return;
      for (const gap of welcomeGaps(series)) ctx.issues.push({ code: 'custom', message: gap, input: series, path: ['steps'] });
    }),
  );
export type WelcomeSeriesInput = z.infer<typeof welcomeSeriesInputSchema>;

/** GET (and PUT's answer): the series, each step with how many have had it and how many wait for it. */
export const welcomeSeriesSchema = z.object({
  enabled: z.boolean(),
  /** Since when it is on: only people who confirm from then on get it. */
  enabledAt: z.nullable(z.iso.datetime()),
  steps: z.array(
    z.object({
      id: z.string(),
      delayHours: z.number(),
      subject: perLanguage(z.string()),
      body: perLanguage(z.string()),
      /** Sent (accepted by the mail server). */
      sent: z.number(),
      /** Confirmed since the series is on, not yet at this step's moment. */
      waiting: z.number(),
    }),
  ),
});
export type WelcomeSeries = z.infer<typeof welcomeSeriesSchema>;
