import type { FormValues } from '../lib/settings-form';
import type { SettingsField, SettingsSection } from '../lib/settings-fields';
import { SettingsFieldInput } from './settings-field';

interface SettingsSectionProps {
  section: SettingsSection;
  values: FormValues;
  errors: Record<string, string>;
  editable: boolean;
  onChange: (path: string, value: string) => void;
}

/** One section of the settings form: its fields two by two, then its groups (one box each), compact. */
export function SettingsSectionFieldset({ section, values, errors, editable, onChange }: SettingsSectionProps) {
  const input = (field: SettingsField) => (
    <SettingsFieldInput key={field.path} field={field} value={values[field.path] ?? ''} error={errors[field.path]} onChange={(value) => onChange(field.path, value)} />
  );
  return (
    <fieldset disabled={!editable} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <legend className="sr-only">{section.title}</legend>
      <h2 aria-hidden="true" className="text-lg font-semibold text-slate-900">
        {section.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{section.help}</p>
      {section.fields.length > 0 && <div className="mt-4 grid gap-x-6 gap-y-5 md:grid-cols-2">{section.fields.map(input)}</div>}
      {section.groups && (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {section.groups.map((group) => (
            <fieldset key={group.title} className="min-w-0 rounded-xl border border-slate-200 px-3 pt-1 pb-3">
              <legend className="px-1 text-sm font-bold text-brand-blue">{group.title}</legend>
              <div className="grid gap-x-3 gap-y-2 sm:grid-cols-2">{group.fields.map(input)}</div>
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  );
}
