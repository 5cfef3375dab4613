import type * as z from 'zod/mini';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { validateForm, type FieldErrors, type FormCheck, type IssueMapping } from './form-validation';

/** The id of a field's message, from the field's own element id. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/**
 * A form's messages by field (lib/form-validation), shown the accessible way: each field marked
 * `aria-invalid` and described by its message, and the first invalid field in the page's order
 * focused once they show. `idOf` names a field's element (the one that takes the focus); a
 * stable function (module-level, or memoised) spares re-renders.
 */
export function useFieldErrors(idOf: (field: string) => string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const focusPending = useRef(false);

  // After the render that marked the fields: the focused field then reads out its message.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const invalid = Object.keys(errors)
      .map((field) => document.getElementById(idOf(field)))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  }, [errors, idOf]);

  /** Shows `next` (the form's own check, or the server's refusal) in place of the messages shown. */
  const show = useCallback((next: FieldErrors) => {
    focusPending.current = Object.keys(next).length > 0;
    setErrors(next);
  }, []);

  /**
   * Checks `values` with the request's schema and shows the messages: the parsed request to
   * send, or the messages by field (a form shows those of values that are not fields itself).
   * `ownChecks` are the messages of what the schema cannot see (the confirmation of a new
   * password matches it), shown with the schema's.
   */
  const validate = useCallback(
    <Schema extends z.ZodMiniType>(schema: Schema, values: z.input<Schema>, mapping?: IssueMapping, ownChecks: FieldErrors = {}): FormCheck<z.output<Schema>> => {
      const check = validateForm(schema, values, mapping);
      const found = { ...(check.success ? {} : check.errors), ...ownChecks };
      show(found);
      return Object.keys(found).length === 0 ? check : { success: false, errors: found };
    },
    [show],
  );

  /** Drops the message of `field` and those under it (the field was edited, or its rows moved). */
  const clear = useCallback(
    (field: string) =>
      setErrors((current) => {
        const kept = Object.entries(current).filter(([name]) => name !== field && !name.startsWith(`${field}.`));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      }),
    [],
  );

  return useMemo(
    () => ({
      errors,
      show,
      validate,
      clear,
      /** `aria-invalid` and `aria-describedby` for a field: its message first, then `describedBy` (a hint). */
      fieldProps(field: string, describedBy?: string) {
        const message = errors[field] ? errorIdOf(idOf(field)) : undefined;
        return { 'aria-invalid': message ? true : undefined, 'aria-describedby': [message, describedBy].filter(Boolean).join(' ') || undefined };
      },
    }),
    [errors, show, validate, clear, idOf],
  );
}

/** What useFieldErrors gives a form, for the parts of it that show the messages. */
export type FieldErrorsState = ReturnType<typeof useFieldErrors>;
