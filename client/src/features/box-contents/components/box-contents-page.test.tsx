import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AllBoxContents, BoxContentsUpdateRequest } from '@shared/box-contents';
import { defaultSiteSettings } from '@shared/site-settings-values';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { renderScreen, typist } from '@/test/render-screen';
import { BoxContentsPage } from './box-contents-page';

const json = (body: unknown, status = 200) => ({ status, body });

const empty = defaultSiteSettings.boxContents;
const withCandy: AllBoxContents = {
  ...empty,
  candyMix: {
    ...empty.candyMix,
    es: {
      snacks: [
        { name: 'Cocadas', brand: null, country: 'Guatemala', weight: null },
        { name: 'Canillitas', brand: 'Doña Mari', country: 'Guatemala', weight: { value: 250, unit: 'g' } },
      ],
      dietaryNotes: null,
      bestBefore: null,
    },
  },
};

/** A fake server keeping the contents and their version. */
function boxServer(initial: AllBoxContents = empty, putAnswer?: (body: BoxContentsUpdateRequest) => { status: number; body: unknown }) {
  let saved = initial;
  let version = 4;
  const api = fakeApi({
    'GET /api/admin/box-contents': () => json({ boxContents: saved, version, updatedAt: null }),
    'PUT /api/admin/box-contents': ({ body }: ApiCall) => {
      const request = body as BoxContentsUpdateRequest;
      if (putAnswer) return putAnswer(request);
      saved = request.boxContents;
      version += 1;
      return json({ boxContents: saved, version, updatedAt: '2026-11-28T16:00:00.000Z' });
    },
  });
  const puts = () => api.calls.filter((call) => call.method === 'PUT').map((call) => call.body as BoxContentsUpdateRequest);
  return { puts };
}

const snackRow = (number: number, language: 'español' | 'inglés') => within(screen.getByRole('article', { name: `Snack ${number} en ${language}` }));

describe('BoxContentsPage', () => {
  it('When staff fill a box in both languages and save, then every box is sent with the version shown, trimmed values unset when empty, and the form shows as saved', async () => {
    const { puts } = boxServer();
    const user = typist();
    renderScreen(<BoxContentsPage />);
    await screen.findByRole('group', { name: 'Caja que editas' });

    await user.click(screen.getByRole('button', { name: 'SPICY MIX' }));
    expect(screen.getByRole('button', { name: 'SPICY MIX' })).toHaveAttribute('aria-pressed', 'true');
    await user.fill(screen.getByLabelText('Peso neto (opcional)'), '30');
    await user.selectOptions(screen.getByLabelText('Unidad del peso neto'), 'oz');
    await user.click(screen.getByLabelText('Maní'));
    await user.click(screen.getByLabelText('Ajonjolí'));
    await user.click(screen.getByRole('button', { name: 'Añadir snack en español' }));
    const spanish = snackRow(1, 'español');
    expect(spanish.getByLabelText('Nombre')).toHaveFocus();
    await user.fill(spanish.getByLabelText('Nombre'), ' Manías con chile ');
    await user.fill(spanish.getByLabelText('País (opcional)'), 'El Salvador');
    await user.fill(spanish.getByLabelText('Peso (opcional)'), '1.5');
    await user.selectOptions(spanish.getByLabelText('Unidad del peso'), 'oz');
    await user.click(screen.getByRole('button', { name: 'Añadir snack en inglés' }));
    await user.fill(snackRow(1, 'inglés').getByLabelText('Nombre'), 'Chili peanuts');
    await user.fill(screen.getAllByLabelText('Consumo preferente (opcional)')[1]!, 'Best within 3 months.');
    await user.click(screen.getByRole('button', { name: 'Guardar contenido' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.version).toBe(4);
    expect(puts()[0]!.boxContents.partyMix).toEqual(empty.partyMix);
    expect(puts()[0]!.boxContents.spicyMix).toEqual({
      netWeight: { value: 30, unit: 'oz' },
      // In the list's own order, whatever order they were ticked in.
      allergens: ['peanuts', 'sesame'],
      es: { snacks: [{ name: 'Manías con chile', brand: null, country: 'El Salvador', weight: { value: 1.5, unit: 'oz' } }], dietaryNotes: null, bestBefore: null },
      en: { snacks: [{ name: 'Chili peanuts', brand: null, country: null, weight: null }], dietaryNotes: null, bestBefore: 'Best within 3 months.' },
    });
    expect(await screen.findByText('Contenido de las cajas guardado', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar contenido' })).toBeDisabled();
  });

  it('When staff move and remove snacks with the keyboard, then the order is kept and the focus follows the row', async () => {
    const { puts } = boxServer(withCandy);
    const user = typist();
    renderScreen(<BoxContentsPage />);
    await user.click(await screen.findByRole('button', { name: 'CANDY MIX' }));

    const down = screen.getByRole('button', { name: 'Bajar el snack 1 (español)' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByLabelText('Nombre').map((field) => (field as HTMLInputElement).value)).toEqual(['Canillitas', 'Cocadas']);
    expect(screen.getByRole('button', { name: 'Subir el snack 2 (español)' })).toHaveFocus();

    screen.getByRole('button', { name: 'Eliminar el snack 1 (español)' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByLabelText('Nombre').map((field) => (field as HTMLInputElement).value)).toEqual(['Cocadas']);
    expect(screen.getByRole('button', { name: 'Eliminar el snack 1 (español)' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Guardar contenido' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.boxContents.candyMix.es.snacks.map((snack) => snack.name)).toEqual(['Cocadas']);
  });

  it('When a snack has no name or a weight that is not a number, then nothing is sent, its box is shown and the first field says why, focused', async () => {
    const { puts } = boxServer(withCandy);
    const user = typist();
    renderScreen(<BoxContentsPage />);
    await user.click(await screen.findByRole('button', { name: 'CANDY MIX' }));
    await user.clear(snackRow(1, 'español').getByLabelText('Nombre'));
    await user.fill(snackRow(2, 'español').getByLabelText('Peso (opcional)'), '250 gramos');
    await user.click(screen.getByRole('button', { name: 'PARTY MIX' }));

    await user.click(screen.getByRole('button', { name: 'Guardar contenido' }));

    expect(screen.getByRole('button', { name: /CANDY MIX/ })).toHaveAttribute('aria-pressed', 'true');
    const name = snackRow(1, 'español').getByLabelText('Nombre');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Escribe el nombre del snack');
    expect(snackRow(2, 'español').getByLabelText('Peso (opcional)')).toHaveAccessibleDescription(/El peso es un número mayor que 0/);
    expect(screen.getByText(/Revisa los 2 campos marcados/)).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('When someone else saved the settings first, then the page says so and keeps the edits', async () => {
    boxServer(empty, () => json({ message: 'Otra persona guardó la configuración mientras la editabas.' }, 409));
    const user = typist();
    renderScreen(<BoxContentsPage />);
    await user.fill(await screen.findByLabelText('Peso neto (opcional)'), '850');
    await user.click(screen.getByRole('button', { name: 'Guardar contenido' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Otra persona guardó la configuración mientras la editabas.');
    expect(screen.getByLabelText('Peso neto (opcional)')).toHaveValue('850');
  });
});
