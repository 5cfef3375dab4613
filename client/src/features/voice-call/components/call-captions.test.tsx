import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfigQuery } from '@/lib/site-config';
import { FakeDailyCall, fakeWebCall } from '@/test/fake-daily-call';
import { fakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { createTestQueryClient, renderScreen } from '@/test/render-screen';
import { CAPTIONS_STORAGE_KEY } from '../hooks/use-captions-preference';
import { captionsPlacement } from './call-captions';
import { VoiceCallWidget } from './voice-call-widget';

// The real call client, on the fake Daily call object: transcripts arrive as the room's app
// messages, as the voice platform sends them.
const daily = vi.hoisted(() => ({ createCallObject: vi.fn() }));
vi.mock('@daily-co/daily-js', () => ({ default: daily }));
vi.mock('../lib/microphone', () => ({ microphoneAccess: vi.fn(async () => 'askable') }));

let room: FakeDailyCall;

function renderWidget(language: 'es' | 'en' = 'es') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigQuery.queryKey, siteConfigFixture({ voice: { available: true, assistantId: 'assistant-1', squadId: null, workflowId: null } }));
  return renderScreen(<VoiceCallWidget />, { queryClient, language });
}

const said = (role: 'assistant' | 'user', transcriptType: 'partial' | 'final', transcript: string) =>
  act(() => room.fire('app-message', { action: 'app-message', fromId: 'assistant', data: JSON.stringify({ type: 'transcript', role, transcriptType, transcript }) }));

/** Starts a call and waits until it is on. */
async function inCall(startLabel = 'Llamada gratis con nuestro asistente', endLabel = 'Terminar llamada') {
  fireEvent.click(screen.getByRole('button', { name: startLabel }));
  await screen.findByRole('button', { name: endLabel });
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener() {}, removeEventListener() {} }));
}

beforeEach(() => {
  room = new FakeDailyCall();
  daily.createCallObject.mockReset().mockImplementation(() => room);
  fakeApi({ 'POST /api/voice/call/web': { status: 201, body: fakeWebCall() } });
  stubReducedMotion(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('Live captions in a call', () => {
  it('When captions are on, then the assistant’s and the visitor’s words show: partial lines in place, said lines kept and announced', async () => {
    window.localStorage.setItem(CAPTIONS_STORAGE_KEY, 'on');
    renderWidget('en');
    await inCall('Free call with our assistant', 'End call');
    const panel = await screen.findByRole('region', { name: 'Call captions' });
    const log = within(panel).getByRole('log', { name: 'Call captions' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(panel).toHaveTextContent('What is said in the call will show here.');

    said('assistant', 'partial', 'Hi, I am');
    expect(within(log).queryAllByRole('listitem')).toHaveLength(0);
    expect(panel).toHaveTextContent('Assistant: Hi, I am');
    said('assistant', 'partial', 'Hi, I am your guide');
    said('user', 'partial', 'Hello');
    expect(panel.querySelectorAll('[data-slot="captions-in-progress"] li')).toHaveLength(2);
    said('assistant', 'final', 'Hi, I am your guide.');
    said('user', 'final', 'Hello, what boxes do you have?');

    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Assistant: Hi, I am your guide.', 'You: Hello, what boxes do you have?']);
    expect(panel.querySelector('[data-slot="captions-in-progress"]')).toBeNull();
    expect(panel).not.toHaveTextContent('Hi, I am your guide Hi');
  });

  it('When the visitor has not chosen, then captions are off, and turning them on is remembered for the next call', async () => {
    const first = renderWidget();
    await inCall();
    const toggle = await screen.findByRole('button', { name: 'Subtítulos' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    said('assistant', 'final', 'Hola, soy tu guía.');
    expect(screen.queryByRole('region', { name: 'Subtítulos de la llamada' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // What was said before they were turned on shows too.
    expect(within(screen.getByRole('log', { name: 'Subtítulos de la llamada' })).getByRole('listitem')).toHaveTextContent('Asistente: Hola, soy tu guía.');
    expect(window.localStorage.getItem(CAPTIONS_STORAGE_KEY)).toBe('on');
    first.unmount();

    room = new FakeDailyCall();
    renderWidget();
    await inCall();
    expect(await screen.findByRole('region', { name: 'Subtítulos de la llamada' })).toBeInTheDocument();
  });

  it('When the visitor prefers reduced motion, then captions are on from the start until turned off', async () => {
    stubReducedMotion(true);
    renderWidget();
    await inCall();
    expect(await screen.findByRole('region', { name: 'Subtítulos de la llamada' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Subtítulos' }));
    expect(screen.queryByRole('region', { name: 'Subtítulos de la llamada' })).toBeNull();
    expect(window.localStorage.getItem(CAPTIONS_STORAGE_KEY)).toBe('off');
  });

  it('When the call ends, then the captions go, and the next call starts with none', async () => {
    window.localStorage.setItem(CAPTIONS_STORAGE_KEY, 'on');
    renderWidget();
    await inCall();
    said('assistant', 'final', 'Adiós.');
    expect(await screen.findByText('Adiós.', { exact: false })).toBeInTheDocument();

    act(() => room.fire('left-meeting'));
    expect(screen.queryByRole('region', { name: 'Subtítulos de la llamada' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subtítulos' })).toBeNull();

    room = new FakeDailyCall();
    await inCall();
    const panel = await screen.findByRole('region', { name: 'Subtítulos de la llamada' });
    expect(panel).not.toHaveTextContent('Adiós.');
  });
});

describe('captionsPlacement', () => {
  // The call's controls, relative to the widget: the button (0–56) and the buttons under it (60–100).
  const controls = { top: 0, bottom: 100 };
  const overlapsControls = (place: ReturnType<typeof captionsPlacement>, panelHeight = 184) => {
    const top = 'top' in place ? place.top! : -place.bottom! - panelHeight + 56;
    return top < controls.bottom && top + panelHeight > controls.top;
  };

  it.each([
    ['a phone, the button in its default place', { top: 180, left: 20 }, { width: 390, height: 844 }],
    ['a phone, the button dragged to the bottom right', { top: 744, left: 290 }, { width: 390, height: 844 }],
    ['a desktop, the button in its default place', { top: 180, left: 20 }, { width: 1280, height: 800 }],
    ['a desktop, the button dragged low', { top: 700, left: 1180 }, { width: 1280, height: 800 }],
  ])('When on %s, then the panel stays in the window and off the call controls', (_case, position, viewport) => {
    const place = captionsPlacement(position, viewport);
    expect(overlapsControls(place)).toBe(false);
    expect(position.left + place.left).toBeGreaterThanOrEqual(8);
    expect(position.left + place.left + place.width).toBeLessThanOrEqual(viewport.width - 8);
  });
});
