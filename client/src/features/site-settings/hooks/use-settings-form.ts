import { useCallback, useMemo, useState } from 'react';
import type { SiteSettings } from '@shared/site-settings';
import { toFormValues, toTestimonialRows, type FormValues, type TestimonialRows } from '../lib/settings-form';

/**
 * The settings form's edits over the saved values. They stay when the saved values reload
 * (after another admin's save, so nothing typed is lost); `reset` drops them. The testimonials
 * are lists (rows added and removed): once touched, the form holds their rows whole.
 */
export function useSettingsForm(saved: SiteSettings | undefined) {
  const [edited, setEdited] = useState<FormValues>({});
  const [editedTestimonials, setEditedTestimonials] = useState<TestimonialRows | null>(null);
  const base = useMemo(() => (saved ? toFormValues(saved) : {}), [saved]);
  const baseTestimonials = useMemo(() => toTestimonialRows(saved?.testimonials ?? { es: [], en: [] }), [saved]);

  const setValue = useCallback((path: string, value: string) => setEdited((current) => ({ ...current, [path]: value })), []);
  const setTestimonials = useCallback(
    (change: (rows: TestimonialRows) => TestimonialRows) => setEditedTestimonials((current) => change(current ?? baseTestimonials)),
    [baseTestimonials],
  );
  const reset = useCallback(() => {
    setEdited({});
    setEditedTestimonials(null);
  }, []);

  return useMemo(() => {
    const values: FormValues = { ...base, ...edited };
    const testimonials = editedTestimonials ?? baseTestimonials;
    return {
      values,
      testimonials,
      setValue,
      setTestimonials,
      reset,
      isDirty:
        Object.entries(edited).some(([path, value]) => value !== (base[path] ?? '')) ||
        (editedTestimonials !== null && JSON.stringify(editedTestimonials) !== JSON.stringify(baseTestimonials)),
    };
  }, [base, edited, baseTestimonials, editedTestimonials, setValue, setTestimonials, reset]);
}
