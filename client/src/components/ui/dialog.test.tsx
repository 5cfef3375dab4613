import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

function Example({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Cerrar">
          <DialogTitle>Club VIP</DialogTitle>
          <DialogDescription>Recibe tu ebook</DialogDescription>
          <input aria-label="Email" />
          <button type="button">Enviar</button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('When it opens, then it is a modal dialog named by its title and described, with focus on its first field and the page held still', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));

    const dialog = screen.getByRole('dialog', { name: 'Club VIP' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Recibe tu ebook');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(document.documentElement).toHaveClass('dialog-open');
  });

  it('When Tab reaches the last control, then focus wraps to the first, and Shift+Tab wraps back', async () => {
    render(<Example initiallyOpen />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });

  it.each([
    ['Escape', async () => userEvent.keyboard('{Escape}')],
    ['the close button', async () => userEvent.click(screen.getByRole('button', { name: 'Cerrar' }))],
    ['a click on the overlay', async () => userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!)],
  ])('When it is closed with %s, then it goes away, the page scrolls again and focus returns to the opener', async (_how, close) => {
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);

    await close();

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement).not.toHaveClass('dialog-open');
    expect(opener).toHaveFocus();
  });
});
