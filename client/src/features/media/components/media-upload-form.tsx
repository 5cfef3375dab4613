import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { IMAGE_MAX_BYTES, MEDIA_ACCEPT, MEDIA_ALT_MAX_LENGTH, mediaUploadFieldsSchema, VIDEO_MAX_BYTES } from '@shared/media';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format-file-size';
import { toast } from '@/lib/toast-queue';
import { errorIdOf, useFieldErrors } from '@/lib/use-field-errors';
import { useUploadMedia } from '@/lib/media-api/upload-media';

const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-gold aria-invalid:border-red-600';

/** What the browser can tell before sending: a file is chosen and is not over its kind's limit. */
function fileProblem(file: File | null) {
  if (!file) return 'Elige un archivo: una foto en JPEG, PNG o WebP, o un video MP4.';
  const video = file.type === 'video/mp4';
  const limit = video ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
  if (file.size > limit) return `El archivo pesa ${formatFileSize(file.size)}: como máximo ${formatFileSize(limit)} para ${video ? 'un video' : 'una foto'}.`;
  return undefined;
}

/** Upload a photo or a video with its alt text in both languages (checked here with the server's schema). */
export function MediaUploadForm() {
  const formId = useId();
  const fieldId = useCallback((field: string) => `${formId}${field}`, [formId]);
  const form = useFieldErrors(fieldId);
  const [file, setFile] = useState<File | null>(null);
  const [altEs, setAltEs] = useState('');
  const [altEn, setAltEn] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia();
  const helpId = fieldId('file-help');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const problem = fileProblem(file);
    const check = form.validate(mediaUploadFieldsSchema, { alt_es: altEs, alt_en: altEn }, undefined, problem ? { file: problem } : {});
    if (!check.success || !file) return;
    upload.mutate(
      { file, fields: check.data },
      {
        onSuccess: ({ media }) => {
          toast({ title: media.kind === 'video' ? 'Video subido' : 'Foto subida', description: 'Ya puedes colocarla en la página, abajo.' });
          setFile(null);
          setAltEs('');
          setAltEn('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setServerError((error instanceof ApiError && error.serverMessage) || 'No se pudo subir el archivo. Inténtalo de nuevo.'),
      },
    );
  };

  const field = (name: 'alt_es' | 'alt_en', label: string, value: string, set: (value: string) => void) => (
    <div>
      <label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={fieldId(name)}
        value={value}
        maxLength={MEDIA_ALT_MAX_LENGTH}
        onChange={(event) => {
          set(event.target.value);
          form.clear(name);
        }}
        {...form.fieldProps(name)}
        className={inputClass}
      />
      {form.errors[name] && (
        <p id={errorIdOf(fieldId(name))} className="mt-1 text-sm font-medium text-red-700">
          {form.errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={fieldId('title')} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 id={fieldId('title')} className="font-bold text-slate-900">
        Subir una foto o un video
      </h3>
      <div>
        <label htmlFor={fieldId('file')} className="block text-sm font-medium text-slate-700">
          Archivo
        </label>
        <input
          ref={fileInput}
          id={fieldId('file')}
          type="file"
          accept={MEDIA_ACCEPT}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            form.clear('file');
          }}
          {...form.fieldProps('file', helpId)}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-blue file:px-4 file:py-2 file:font-semibold file:text-white focus-visible:outline-3 focus-visible:outline-brand-gold"
        />
        {form.errors.file && (
          <p id={errorIdOf(fieldId('file'))} className="mt-1 text-sm font-medium text-red-700">
            {form.errors.file}
          </p>
        )}
        <p id={helpId} className="mt-1 text-sm text-slate-500">
          Fotos en JPEG, PNG o WebP (hasta {formatFileSize(IMAGE_MAX_BYTES)}); videos MP4 cortos (hasta {formatFileSize(VIDEO_MAX_BYTES)}). Se quitan los datos de
          ubicación de las fotos.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('alt_es', 'Texto alternativo en español', altEs, setAltEs)}
        {field('alt_en', 'Texto alternativo en inglés', altEn, setAltEn)}
      </div>
      <p className="text-sm text-slate-500">Describe lo que se ve, para quien no puede ver la foto (p. ej., «La caja PARTY MIX abierta sobre una mesa»).</p>
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {serverError}
        </p>
      )}
      <Button type="submit" disabled={upload.isPending} aria-describedby={upload.isPending ? fieldId('pending') : undefined}>
        {upload.isPending ? 'Subiendo y preparando tamaños…' : 'Subir'}
      </Button>
      {upload.isPending && (
        <p id={fieldId('pending')} role="status" className="text-sm text-slate-600">
          Preparando las versiones para cada pantalla; puede tardar unos segundos.
        </p>
      )}
    </form>
  );
}
