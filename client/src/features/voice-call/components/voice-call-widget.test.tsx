import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { SiteConfig } from '@shared/site-config';
import { ApiError } from '@/lib/api-client';
import { siteConfigQuery } from '@/lib/site-config';
import { siteConfigFixture } from '@/test/fixtures';
import { watchInsights } from '@/test/insights';
import { createTestQueryClient, renderScreen } from '@/test/render-screen';
import type { CallClientEvents } from '../lib/call-events';
import { loadCallClient } from '../lib/load-call-client';
import { microphoneAccess } from '../lib/microphone';
import { fakeWebCall } from '@/test/fake-daily-call';
import { POSITION_STORAGE_KEY } from '../hooks/use-call-button-position';
import { VoiceCallWidget } from './voice-call-widget';

/** The call client the widget loads on start, steered by each test. */
const fake = vi.hoisted(() => ({
  clients: [] as Array<{ start: Mock; stop: Mock; setMuted: Mock; fire(event: string, ...args: unknown[]): void }>,
  start: null as null | (() => Promise<unknown>),
}));

vi.mock('../lib/load-call-client', async () => {
  const { TypedEmitter } = await import('../lib/typed-emitter');
  class FakeCallClient extends TypedEmitter<CallClientEvents> {
    muted = false;
    start = vi.fn(() => (fake.start ? fake.start() : Promise.resolve(fakeWebCall())));
    stop = vi.fn();
    setMuted = vi.fn((muted: boolean) => (this.muted = muted));
    isMuted = () => this.muted;
    constructor() {
      super();
      fake.clients.push(this);
    }
    fire(event: keyof CallClientEvents, ...args: unknown[]) {
      this.emit(event, ...(args as never));
    }
  }
  return { loadCallClient: vi.fn(async () => ({ CallClient: FakeCallClient })) };
});
vi.mock('../lib/microphone', () => ({ microphoneAccess: vi.fn(async () => 'askable') }));

const siteConfig = (voice: Partial<SiteConfig['voice']> = {}): SiteConfig =>
  siteConfigFixture({ voice: { available: true, assistantId: 'assistant-1', squadId: null, workflowId: null, ...voice } });

function renderWidget(config = siteConfig(), language: 'es' | 'en' = 'es') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigQuery.queryKey, config);
  return renderScreen(<VoiceCallWidget />, { queryClient, language });
}

const callButton = () => screen.getByRole('button', { name: /Llamada gratis|Conectando|Terminar llamada/ });
/** Lets the widget's awaited steps (config, microphone, client chunk, start) settle. */
const settle = () => act(async () => {});

beforeEach(() => {
  fake.clients = [];
  fake.start = null;
  vi.mocked(loadCallClient).mockClear();
  vi.mocked(microphoneAccess).mockResolvedValue('askable');
});
afterEach(() => vi.useRealTimers());

describe('VoiceCallWidget', () => {
  it('When calls are not configured, then a click shows "Sistema no disponible" for 3 s and loads no call code', async () => {
    vi.useFakeTimers();
    renderWidget(siteConfig({ available: false, assistantId: null }));

    fireEvent.click(callButton());
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Sistema no disponible');
    expect(loadCallClient).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callButton()).toBeEnabled();
  });

  it('When a call is started by a click, then it connects (dimmed, disabled, cancellable), shows LLAMADA GRATIS for 3 s and asks for the configured assistant in Spanish', async () => {
    vi.useFakeTimers();
    fake.start = () => new Promise(() => undefined);
    renderWidget();

    fireEvent.click(callButton());
    await settle();

    expect(callButton()).toBeDisabled();
    expect(callButton()).toHaveAccessibleName('Conectando la llamada…');
    expect(callButton()).toHaveClass('opacity-50');
    expect(screen.getByRole('button', { name: 'Cancelar llamada' })).toBeInTheDocument();
    expect(screen.getByText('LLAMADA GRATIS')).toBeInTheDocument();
    expect(fake.clients[0].start).toHaveBeenCalledWith({ assistantId: 'assistant-1', assistantOverrides: { variableValues: { language: 'es' } } });
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByText('LLAMADA GRATIS')).toBeNull();
  });

  it('When a call connects, then it is counted first-party', async () => {
    const { sent } = watchInsights();
    renderWidget();
    fireEvent.click(callButton());
    await settle();
    expect(screen.getByRole('button', { name: 'Terminar llamada' })).toBeInTheDocument();

    expect(sent()).toMatchObject([{ type: 'event', name: 'call_started' }]);
  });

  it('When connecting is cancelled, then the client stops and the button is idle again', async () => {
    fake.start = () => new Promise(() => undefined);
    renderWidget();
    fireEvent.click(callButton());
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar llamada' }));

    expect(fake.clients[0].stop).toHaveBeenCalled();
    expect(callButton()).toHaveAccessibleName('Llamada gratis con nuestro asistente');
    expect(callButton()).toBeEnabled();
  });

  it('When the start fails, then "No se pudo iniciar la llamada" shows for 5 s and the button is idle', async () => {
    vi.useFakeTimers();
    fake.start = async () => {
      fake.clients[0].fire('call-start-failed', { stage: 'daily-call-join', totalDuration: 1, error: 'offline', cause: new Error('offline'), timestamp: '' });
      return null;
    };
    renderWidget();

    fireEvent.click(callButton());
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo iniciar la llamada');
    expect(callButton()).toHaveAccessibleName('Llamada gratis con nuestro asistente');
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("When the server refuses with 429, then its message (in the visitor's language) is shown", async () => {
    fake.start = async () => {
      const cause = new ApiError(429, JSON.stringify({ message: 'Has iniciado demasiadas llamadas.' }));
      fake.clients[0].fire('call-start-failed', { stage: 'web-call-creation', totalDuration: 1, error: cause.message, cause, timestamp: '' });
      return null;
    };
    renderWidget();

    fireEvent.click(callButton());
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Has iniciado demasiadas llamadas.');
  });

  it('When the client throws a message, then that message is shown instead', async () => {
    fake.start = () => Promise.reject(new Error('Assistant or Squad or Workflow must be provided.'));
    renderWidget();

    fireEvent.click(callButton());
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Assistant or Squad or Workflow must be provided.');
  });

  it('When the call code cannot load, then "Error al inicializar" shows', async () => {
    vi.mocked(loadCallClient).mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    renderWidget();

    fireEvent.click(callButton());
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Error al inicializar');
  });

  it('When the microphone was refused before, then a clear message shows and no call is created', async () => {
    vi.mocked(microphoneAccess).mockResolvedValue('denied');
    renderWidget(siteConfig(), 'en');

    fireEvent.click(screen.getByRole('button', { name: 'Free call with our assistant' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Allow microphone access in your browser to make the call.');
    expect(loadCallClient).not.toHaveBeenCalled();
  });

  it('When the microphone is refused during the call, then the call ends with that message', async () => {
    renderWidget();
    fireEvent.click(callButton());
    await settle();

    act(() => fake.clients[0].fire('camera-error', { action: 'camera-error', errorMsg: { errorMsg: 'denied' }, error: { type: 'permissions', msg: 'denied' } }));

    expect(fake.clients[0].stop).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Permite el acceso al micrófono en tu navegador para llamar.');
    expect(callButton()).toHaveAccessibleName('Llamada gratis con nuestro asistente');
  });

  it('When in a call, then the button ends it, the mute button sits 60px below and toggles, and the ring follows the volume', async () => {
    renderWidget();
    fireEvent.click(callButton());
    await settle();

    expect(callButton()).toHaveAccessibleName('Terminar llamada');
    expect(callButton()).toHaveClass('bg-red-600');
    const mute = screen.getByRole('button', { name: 'Silenciar micrófono' });
    expect(mute).toHaveStyle({ top: '60px' });
    fireEvent.click(mute);
    expect(fake.clients[0].setMuted).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Activar micrófono' })).toHaveAttribute('aria-pressed', 'true');

    act(() => fake.clients[0].fire('volume-level', 0.5));
    expect(document.querySelector('[data-slot="volume-ring"]')).toHaveStyle({ transform: 'scale(1.2)' });

    fireEvent.click(callButton());
    expect(fake.clients[0].stop).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /micrófono/ })).toBeNull();
  });

  it('When the room drops mid-call, then "Error en la llamada" shows', async () => {
    renderWidget(siteConfig(), 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Free call with our assistant' }));
    await settle();

    act(() => {
      fake.clients[0].fire('error', { type: 'daily-error', message: 'Connection lost', error: {}, timestamp: '' });
      fake.clients[0].fire('call-end');
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Call error');
    expect(screen.getByRole('button', { name: 'Free call with our assistant' })).toBeEnabled();
  });
});

describe('VoiceCallWidget position', () => {
  const rect = { left: 20, top: 180, width: 56, height: 56, right: 76, bottom: 236, x: 20, y: 180, toJSON: () => ({}) };

  it('When it has never been moved, then it sits on the left edge 180px from the top', () => {
    renderWidget();

    expect(document.querySelector('[data-slot="call-widget"]')).toHaveStyle({ top: '180px', left: '20px' });
  });

  it('When dragged with Shift, then it follows the pointer inside the bounds, is stored, and the drag does not start a call', () => {
    renderWidget();
    const button = callButton();
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(rect as DOMRect);

    fireEvent.pointerDown(button, { button: 0, pointerId: 1, pointerType: 'mouse', shiftKey: true, clientX: 40, clientY: 200 });
    fireEvent.pointerMove(button, { pointerId: 1, pointerType: 'mouse', clientX: 140, clientY: 420 });
    fireEvent.pointerUp(button, { pointerId: 1, pointerType: 'mouse', clientX: 140, clientY: 420 });
    fireEvent.click(button);

    expect(document.querySelector('[data-slot="call-widget"]')).toHaveStyle({ top: '400px', left: '120px' });
    expect(JSON.parse(window.localStorage.getItem(POSITION_STORAGE_KEY)!)).toEqual({ top: 400, left: 120 });
    expect(loadCallClient).not.toHaveBeenCalled();

    fireEvent.pointerDown(button, { button: 0, pointerId: 2, pointerType: 'mouse', shiftKey: true, clientX: 140, clientY: 420 });
    fireEvent.pointerMove(button, { pointerId: 2, pointerType: 'mouse', clientX: 5_000, clientY: -50 });
    fireEvent.pointerUp(button, { pointerId: 2, pointerType: 'mouse' });
    expect(JSON.parse(window.localStorage.getItem(POSITION_STORAGE_KEY)!)).toEqual({ top: 80, left: window.innerWidth - 100 });
  });

  it('When dragged without Shift on a desktop, then it does not move', () => {
    renderWidget();
    const button = callButton();

    fireEvent.pointerDown(button, { button: 0, pointerId: 1, pointerType: 'mouse', clientX: 40, clientY: 200 });
    fireEvent.pointerMove(button, { pointerId: 1, pointerType: 'mouse', clientX: 140, clientY: 420 });
    fireEvent.pointerUp(button, { pointerId: 1, pointerType: 'mouse' });

    expect(document.querySelector('[data-slot="call-widget"]')).toHaveStyle({ top: '180px', left: '20px' });
    expect(window.localStorage.getItem(POSITION_STORAGE_KEY)).toBeNull();
  });

  it('When a finger holds it 500 ms, then it can be dragged; a shorter touch does not move it', () => {
    vi.useFakeTimers();
    renderWidget();
    const button = callButton();
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(rect as DOMRect);

    fireEvent.pointerDown(button, { button: 0, pointerId: 1, pointerType: 'touch', clientX: 40, clientY: 200 });
    act(() => vi.advanceTimersByTime(499));
    fireEvent.pointerMove(button, { pointerId: 1, pointerType: 'touch', clientX: 45, clientY: 205 });
    expect(document.querySelector('[data-slot="call-widget"]')).toHaveStyle({ top: '180px' });

    act(() => vi.advanceTimersByTime(1));
    fireEvent.pointerMove(button, { pointerId: 1, pointerType: 'touch', clientX: 60, clientY: 320 });
    fireEvent.pointerUp(button, { pointerId: 1, pointerType: 'touch' });

    expect(document.querySelector('[data-slot="call-widget"]')).toHaveStyle({ top: '300px', left: '40px' });
    expect(JSON.parse(window.localStorage.getItem(POSITION_STORAGE_KEY)!)).toEqual({ top: 300, left: 40 });
  });

  it('When the pointer rests on the button, then the desktop drag hint shows; on a narrow screen a long press shows the touch hint', () => {
    vi.useFakeTimers();
    const { unmount } = renderWidget();
    fireEvent.mouseEnter(callButton());
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Shift + arrastrar para mover');
    unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 768px)', addEventListener() {}, removeEventListener() {} }));
    renderWidget();
    fireEvent.pointerDown(callButton(), { button: 0, pointerId: 1, pointerType: 'touch', clientX: 40, clientY: 200 });
    act(() => vi.advanceTimersByTime(500));

    expect(screen.getByRole('tooltip')).toHaveTextContent('Arrastra para mover');
    vi.unstubAllGlobals();
  });

  it('When a stored position is outside this window, then it is pulled back inside', () => {
    window.localStorage.setItem(POSITION_STORAGE_KEY, JSON.stringify({ top: 5_000, left: -30 }));

    renderWidget();

    expect(document.querySelector('[data-slot="call-widget"]')).toHaveStyle({ top: `${window.innerHeight - 100}px`, left: '0px' });
  });
});
