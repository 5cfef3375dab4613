import type * as z from 'zod/mini';
import { ApiError } from './api-client';

// The forms' one way to check what they send: the request's schema from shared/, the one the
// server parses it with, run in the browser before the request, its issues shown next to the
// fields. Only types come from zod here: the form that imports its schema brings zod with it,
// in its own lazy chunk (docs/decisions/0008-zod-mini-in-shared.md).

/** A zod issue, as the schema reports it or as the server's 400 answer carries it in `issues`. */
export type FormIssue = z.core.$ZodIssue;

/** One message per field. A field is named by its issue's path joined with dots: 'email', 'settings.phones.es', 'products.0.availableQuantity'. */
export type FieldErrors = Record<string, string>;

export interface IssueMapping {
  /** The field an issue belongs to; by default its path joined with dots. */
  field?(path: readonly PropertyKey[]): string;
  /** What a field shows; by default the schema's own message (Spanish, for staff), else `staffMessage`. Visitor forms translate here. */
  message?(issue: FormIssue): string;
}

const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The staff screens' words for an issue whose schema carries no message of its own (zod/mini
 * ships none): the shared schemas write the messages meant for people, this covers the rest.
 */
export function staffMessage(issue: z.core.$ZodRawIssue | FormIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? 'Este campo es obligatorio' : `Debe tener al menos ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string' ? `No puede tener más de ${String(issue.maximum)} caracteres` : `Como máximo ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Introduce un email válido' : issue.format === 'url' ? 'Introduce una dirección válida' : 'El formato no es válido';
    default:
      return 'Valor no válido';
  }
}

/** Issues as one message per field: the first issue of a field wins, as the schema lists them. */
export function fieldErrorsOf(issues: readonly FormIssue[], mapping: IssueMapping = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = (mapping.field ?? dotted)(issue.path);
    errors[field] ??= mapping.message ? mapping.message(issue) : issue.message;
  }
  return errors;
}

export type FormCheck<Output> = { success: true; data: Output } | { success: false; errors: FieldErrors };

/** Runs a request's schema on what a form would send: the parsed request, or the messages by field. */
export function validateForm<Schema extends z.ZodMiniType>(schema: Schema, values: z.input<Schema>, mapping: IssueMapping = {}): FormCheck<z.output<Schema>> {
  const result = schema.safeParse(values, { error: staffMessage });
  return result.success ? { success: true, data: result.data } : { success: false, errors: fieldErrorsOf(result.error.issues, mapping) };
}

/** The fields a server's 400 answer refused (`{message, issues}`), mapped as the form's own check maps them; none for any other failure. */
export function serverFieldErrors(error: unknown, mapping: IssueMapping = {}): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const { issues } = JSON.parse(error.bodyText) as { issues?: unknown };
    if (!Array.isArray(issues)) return {};
    // An issue of the whole request (no path) is the answer's `message`, shown by the form's own failure path.
    const readable = issues.filter((issue): issue is FormIssue => Array.isArray(issue?.path) && issue.path.length > 0 && typeof issue?.message === 'string');
    return fieldErrorsOf(readable, mapping);
  } catch {
    return {};
  }
}

/** The first message of a form without fields of its own to show it by (a button's action): for its toast. */
export const firstError = (errors: FieldErrors): string | undefined => Object.values(errors)[0];
