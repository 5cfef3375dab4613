import { useState } from 'react';
import { BLOCK_ALT_MAX, BLOCK_HEADING_MAX, BLOCK_LABEL_MAX, BLOCK_TEXT_MAX, BLOCK_URL_MAX, campaignBoxes, type CampaignBlock, type CampaignBox } from '@shared/campaign-blocks';
import type { Language } from '@shared/languages';
import { IMAGE_MAX_BYTES, mediaUploadFieldsSchema } from '@shared/media';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '@/lib/server-message';
import { useMedia } from '@/lib/media-api/get-media';
import { useUploadMedia } from '@/lib/media-api/upload-media';
import { BOX_LABELS } from '../lib/campaign-labels';
import { fieldClass } from './field-parts';

type Props<T extends CampaignBlock['type']> = { block: Extract<CampaignBlock, { type: T }>; id: string; language: Language; onChange(block: CampaignBlock): void };

const labelClass = 'text-sm font-medium text-slate-800';

/** The fields of one block, by its type. */
export function BlockFields({ block, id, language, onChange }: { block: CampaignBlock; id: string; language: Language; onChange(block: CampaignBlock): void }) {
  switch (block.type) {
    case 'heading':
      return (
        <div className="space-y-1">
          <label htmlFor={`${id}-text`} className={labelClass}>
            Título
          </label>
          <input id={`${id}-text`} value={block.text} maxLength={BLOCK_HEADING_MAX} onChange={(event) => onChange({ ...block, text: event.target.value })} className={fieldClass} />
        </div>
      );
    case 'text':
      return (
        <div className="space-y-1">
          <label htmlFor={`${id}-markdown`} className={labelClass}>
            Texto (Markdown: **negrita**, *cursiva*, [enlace](https://…), listas con «- »)
          </label>
          <textarea id={`${id}-markdown`} value={block.markdown} rows={5} maxLength={BLOCK_TEXT_MAX} onChange={(event) => onChange({ ...block, markdown: event.target.value })} className={`${fieldClass} font-mono text-sm`} />
        </div>
      );
    case 'image':
      return <ImageFields block={block} id={id} language={language} onChange={onChange} />;
    case 'box':
      return (
        <div className="space-y-1">
          <label htmlFor={`${id}-box`} className={labelClass}>
            Caja
          </label>
          <select id={`${id}-box`} value={block.box} onChange={(event) => onChange({ ...block, box: event.target.value as CampaignBox })} className={`${fieldClass} w-auto`}>
            {campaignBoxes.map((box) => (
              <option key={box} value={box}>
                {BOX_LABELS[box]}
              </option>
            ))}
          </select>
          <p className="text-xs text-slate-600">Con su foto, su precio y el botón «{language === 'es' ? 'Comprar en Amazon' : 'Buy on Amazon'}» hacia su página de Amazon (los clics se cuentan en Estadísticas).</p>
        </div>
      );
    case 'button':
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={`${id}-label`} className={labelClass}>
              Texto del botón
            </label>
            <input id={`${id}-label`} value={block.label} maxLength={BLOCK_LABEL_MAX} onChange={(event) => onChange({ ...block, label: event.target.value })} className={fieldClass} />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-url`} className={labelClass}>
              Dirección (https://…)
            </label>
            <input id={`${id}-url`} type="url" value={block.url} maxLength={BLOCK_URL_MAX} onChange={(event) => onChange({ ...block, url: event.target.value })} className={fieldClass} />
          </div>
        </div>
      );
    case 'divider':
      return <p className="text-sm text-slate-600">Una línea fina que separa los bloques.</p>;
  }
}

/** A photo of the library (or a new one uploaded here), or a picture's address; and its alt text. */
function ImageFields({ block, id, language, onChange }: Props<'image'>) {
  const fromLibrary = block.url === undefined;
  const { imageId: _imageId, url: _url, ...rest } = block;
  return (
    <div className="space-y-2">
      <fieldset className="flex flex-wrap gap-x-5 gap-y-1">
        <legend className="sr-only">Origen de la imagen</legend>
        <label className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-source`} checked={fromLibrary} onChange={() => onChange(rest)} className="h-4 w-4 accent-brand-blue" />
          De la biblioteca de medios
        </label>
        <label className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-source`} checked={!fromLibrary} onChange={() => onChange({ ...rest, url: 'https://' })} className="h-4 w-4 accent-brand-blue" />
          Dirección web
        </label>
      </fieldset>
      {fromLibrary ? (
        <LibraryPicker id={id} chosen={block.imageId} language={language} onChoose={(imageId, alt) => onChange({ ...rest, imageId, alt: rest.alt || alt })} />
      ) : (
        <div className="space-y-1">
          <label htmlFor={`${id}-url`} className={labelClass}>
            Dirección de la imagen (https://…)
          </label>
          <input id={`${id}-url`} type="url" value={block.url} maxLength={BLOCK_URL_MAX} onChange={(event) => onChange({ ...rest, url: event.target.value })} className={fieldClass} />
        </div>
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-alt`} className={labelClass}>
          Texto alternativo (lo que se lee si la imagen no se muestra)
        </label>
        <input id={`${id}-alt`} value={block.alt} maxLength={BLOCK_ALT_MAX} onChange={(event) => onChange({ ...block, alt: event.target.value })} className={fieldClass} />
      </div>
    </div>
  );
}

function LibraryPicker({ id, chosen, language, onChoose }: { id: string; chosen?: string; language: Language; onChoose(imageId: string, alt: string): void }) {
  const media = useMedia();
  const photos = (media.data?.items ?? []).filter((item) => item.kind === 'image');
  const thumbnail = (item: (typeof photos)[number]) => [...item.variants].filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width)[0]?.url;
  if (media.isPending) return <p className="text-sm text-slate-600">Cargando la biblioteca...</p>;
  if (media.isError) return <p className="text-sm text-red-700">No se pudo cargar la biblioteca de medios.</p>;
  return (
    <div className="space-y-2">
      {photos.length === 0 ? (
        <p className="text-sm text-slate-600">La biblioteca aún no tiene fotos: sube una aquí abajo.</p>
      ) : (
        <div role="radiogroup" aria-label="Foto de la biblioteca" className="flex max-h-48 flex-wrap gap-2 overflow-y-auto">
          {photos.map((item) => (
            <label key={item.id} className="relative cursor-pointer">
              <input type="radio" name={`${id}-photo`} checked={chosen === item.id} onChange={() => onChoose(item.id, item.alt[language])} className="peer sr-only" />
              <img src={thumbnail(item)} alt={item.alt.es} width={80} height={Math.round((80 * item.height) / item.width)} className="h-20 w-20 rounded-lg border-2 border-transparent object-cover peer-checked:border-brand-blue peer-focus-visible:outline-3 peer-focus-visible:outline-brand-gold" />
            </label>
          ))}
        </div>
      )}
      <UploadPhoto id={id} onUploaded={(imageId, alt) => onChoose(imageId, alt[language])} />
    </div>
  );
}

/** A new photo for the library, with its alt text in both languages as the library asks (checked with its schema). */
function UploadPhoto({ id, onUploaded }: { id: string; onUploaded(imageId: string, alt: { es: string; en: string }): void }) {
  const upload = useUploadMedia();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState({ es: '', en: '' });
  const [problem, setProblem] = useState<string>();

  const onUpload = () => {
    const fields = mediaUploadFieldsSchema.safeParse({ alt_es: alt.es, alt_en: alt.en });
    if (!file) return setProblem('Elige una foto en JPEG, PNG o WebP.');
    if (file.size > IMAGE_MAX_BYTES) return setProblem('La foto es demasiado grande.');
    if (!fields.success) return setProblem(fields.error.issues[0]?.message);
    setProblem(undefined);
    upload.mutate(
      { file, fields: fields.data },
      {
        onSuccess: ({ media }) => {
          onUploaded(media.id, media.alt);
          setFile(null);
        },
        onError: (error) => setProblem(serverMessageOr(error, 'No se pudo subir la foto. Inténtalo de nuevo.')),
      },
    );
  };

  return (
    <details className="rounded-lg border border-slate-200 bg-white p-2">
      <summary className="cursor-pointer text-sm font-medium text-brand-blue">Subir una foto nueva</summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor={`${id}-file`} className={labelClass}>
            Foto (JPEG, PNG o WebP)
          </label>
          <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => setFile(event.target.files?.[0] ?? null)} className="block text-sm" />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-alt-es`} className={labelClass}>
            Texto alternativo en español
          </label>
          <input id={`${id}-alt-es`} value={alt.es} onChange={(event) => setAlt({ ...alt, es: event.target.value })} className={fieldClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-alt-en`} className={labelClass}>
            Texto alternativo en inglés
          </label>
          <input id={`${id}-alt-en`} value={alt.en} onChange={(event) => setAlt({ ...alt, en: event.target.value })} className={fieldClass} />
        </div>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {problem}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="button" size="sm" variant="outline" disabled={upload.isPending} onClick={onUpload}>
            {upload.isPending ? 'Subiendo...' : 'Subir y usar esta foto'}
          </Button>
        </div>
      </div>
    </details>
  );
}
