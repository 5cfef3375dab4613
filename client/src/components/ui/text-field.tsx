/** The look of a staff form's text box; `aria-invalid` marks it after a refused save. */
export const textFieldClass =
  'mt-1 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-gold aria-[invalid=true]:border-red-600';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  error?: string;
  onChange(value: string): void;
  /** A text area of this many rows instead of one line. */
  rows?: number;
  /** A datalist's id: suggestions the field offers while any text stays allowed. */
  list?: string;
}

/** One labelled text of a staff form, with its message after a refused save. */
export function TextField({ id, label, value, maxLength, error, onChange, rows, list }: TextFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    // A little over the limit may be typed, so the schema's message says what is wrong.
    maxLength: maxLength + 50,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: textFieldClass,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...common} /> : <input type="text" autoComplete="off" list={list} {...common} />}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
