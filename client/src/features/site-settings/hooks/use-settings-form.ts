import { useCallback, useMemo, useState } from 'react';
import type { SiteSettings } from '@shared/site-settings';
import { toFormValues, type FormValues } from '../lib/settings-form';

/**
 * The settings form's edits over the saved values. They stay when the saved values reload
 * (after another admin's save, so nothing typed is lost); `reset` drops them.
 */
export function useSettingsForm(saved: SiteSettings | undefined) {
  const [edited, setEdited] = useState<FormValues>({});
  const base = useMemo(() => (saved ? toFormValues(saved) : {}), [saved]);

  const setValue = useCallback((path: string, value: string) => setEdited((current) => ({ ...current, [path]: value })), []);
  const reset = useCallback(() => setEdited({}), []);

  return useMemo(() => {
    const values: FormValues = { ...base, ...edited };
    return {
      values,
      setValue,
      reset,
      isDirty: Object.entries(edited).some(([path, value]) => value !== (base[path] ?? '')),
    };
  }, [base, edited, setValue, reset]);
}
