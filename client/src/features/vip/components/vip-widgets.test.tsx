import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '@/lib/analytics';
import { openVipModal } from '../lib/vip-modal-events';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { VIP_SUBMITTED_KEY } from '../lib/vip-member-flag';
import { PENDING_SIGN_UPS_KEY } from '../lib/pending-sign-ups';
import { VIP_AUTO_OPEN_DELAY_MS, VipWidgets } from './vip-widgets';

vi.mock('@/lib/analytics', () => ({ trackEvent: vi.fn() }));

const renderWidgets = () => renderScreen(<VipWidgets />);

describe('VipWidgets', () => {
  beforeEach(() => vi.mocked(trackEvent).mockClear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('When a visitor who has not joined arrives, then the modal opens by itself after about 100 ms', async () => {
    renderWidgets();
    expect(screen.queryByRole('dialog')).toBeNull();

    // The modal is a lazy chunk: its first load may take a moment under test.
    expect(await screen.findByRole('dialog', { name: '¡Únete al Club VIP!' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(trackEvent).toHaveBeenCalledWith('modal_auto_show', { category: 'vip', label: 'auto' });
  });

  it('When the modal opens by itself, then it waits the 100 ms first', async () => {
    vi.useFakeTimers();
    try {
      renderWidgets();
      await act(() => vi.advanceTimersByTimeAsync(VIP_AUTO_OPEN_DELAY_MS - 1));
      expect(trackEvent).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(trackEvent).toHaveBeenCalledWith('modal_auto_show', { category: 'vip', label: 'auto' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('When an earlier visit left a sign-up the server never got, then it is sent on arrival and forgotten once stored', async () => {
    window.localStorage.setItem(VIP_SUBMITTED_KEY, 'true');
    const signUp = { email: 'feria@example.com', acceptsEmails: true, source: 'vip_modal', language: 'es' };
    window.localStorage.setItem(PENDING_SIGN_UPS_KEY, JSON.stringify([{ request: signUp, attempts: 2, nextAttemptAt: Date.now() - 1_000 }]));
    const api = fakeApi({ 'POST /api/vip/subscribe': { status: 201, body: { isAlreadySubscribed: false, message: 'ok' } } });

    renderWidgets();

    await waitFor(() => expect(window.localStorage.getItem(PENDING_SIGN_UPS_KEY)).toBeNull());
    expect(api.callsTo('POST /api/vip/subscribe').map((call) => call.body)).toEqual([signUp]);
  });

  it('When this browser already joined, then nothing opens by itself', async () => {
    window.localStorage.setItem(VIP_SUBMITTED_KEY, 'true');
    vi.useFakeTimers();
    try {
      renderWidgets();

      await act(() => vi.advanceTimersByTimeAsync(VIP_AUTO_OPEN_DELAY_MS * 3));

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(trackEvent).not.toHaveBeenCalledWith('modal_auto_show', expect.anything());
    } finally {
      vi.useRealTimers();
    }
  });

  it('When the address has ?reset-vip=true, then the flag is cleared, the parameter removed and the form opens', async () => {
    window.localStorage.setItem(VIP_SUBMITTED_KEY, 'true');
    window.history.replaceState(null, '', '/?lang=es&reset-vip=true#productos');

    renderWidgets();

    expect(window.localStorage.getItem(VIP_SUBMITTED_KEY)).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/?lang=es#productos');
    expect(await screen.findByRole('dialog', { name: '¡Únete al Club VIP!' })).toBeInTheDocument();
  });

  it('When another part of the page asks (feature card), then the modal opens and the manual opening is tracked', async () => {
    window.localStorage.setItem(VIP_SUBMITTED_KEY, 'true');
    renderWidgets();

    act(() => openVipModal('feature_card'));

    expect(await screen.findByRole('dialog', { name: '¡Ya eres miembro VIP!' })).toBeInTheDocument();
    expect(trackEvent).toHaveBeenCalledWith('modal_manual_show', { category: 'vip', label: 'feature_card' });
  });

  it('When the floating button is clicked, then the modal opens; Continue closes it and focus returns to the button', async () => {
    window.localStorage.setItem(VIP_SUBMITTED_KEY, 'true');
    renderWidgets();
    const button = screen.getByRole('button', { name: 'EBOOK GRATIS VIP Únete al Club VIP y recibe tu ebook GRATIS' });

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));

    expect(trackEvent).toHaveBeenCalledWith('modal_manual_show', { category: 'vip', label: 'floating_button' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });
});
