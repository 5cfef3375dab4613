import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_MAX_ITEMS, type FaqEntry } from '@shared/faq';
import { auditLog, staffPolicy, unansweredQuestions } from '../db/schema';
import { newSessionId } from '../../test/chat-session';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { createFaqService, UNANSWERED_MAX_ROWS, unansweredText } from './faq.service';

const gluten: FaqEntry = {
  question: { es: '¿Tienen snacks sin gluten para celíacos?', en: 'Do you have gluten-free snacks for celiacs?' },
  answer: { es: 'Algunos snacks llevan **gluten**: revisa la lista de cada caja.', en: 'Some snacks contain **gluten**: check each box’s list.' },
};
const canada: FaqEntry = {
  question: { es: '¿Envían a Canadá?', en: 'Do you ship to Canada?' },
  answer: { es: 'Por ahora solo enviamos a Estados Unidos.', en: 'For now we only ship to the USA.' },
};

describe('the FAQ API', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let editor: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: admin } = await staffClient(ctx));
    ({ client: editor } = await staffClient(ctx, { role: 'editor' }));
  });
  afterAll(() => ctx.close());

  it('When a fresh install is read, then GET /api/faq answers the three starting questions in both languages, cacheable', async () => {
    const response = await ctx.client().get('/api/faq');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=5, stale-while-revalidate=30');
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect(response.body.items.map((item: { question: { es: string } }) => item.question.es)).toEqual([
      '¿Envían a Estados Unidos y cuánto tarda en llegar mi caja?',
      '¿Qué trae cada caja ChapinBox?',
      '¿Qué es el Club VIP y cómo me uno?',
    ]);
    expect(response.body.items[0].answer.en).toContain('3-5 days');
  });

  it('When an editor saves a list, then it replaces the old one in its order, visitors read it at once and the activity log records it', async () => {
    const response = await editor.put('/api/admin/faq', { items: [canada, { ...gluten, question: { es: '  ¿Tienen snacks sin gluten para celíacos?  ', en: gluten.question.en } }] });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      { id: expect.any(Number), ...canada },
      { id: expect.any(Number), ...gluten },
    ]);
    expect((await ctx.client().get('/api/faq')).body).toEqual(response.body);
    const staffRead = await admin.get('/api/admin/faq');
    expect(staffRead.body).toEqual(response.body);
    expect(staffRead.headers.get('cache-control')).toBe('no-store');
    const entries = await ctx.database.db.select().from(auditLog);
    expect(entries.filter((entry) => entry.action === 'faq.update')).toEqual([expect.objectContaining({ target: 'preguntas frecuentes', details: { antes: 3, ahora: 2 } })]);
  });

  it('When the list is saved empty, then visitors get an empty FAQ', async () => {
    expect((await admin.put('/api/admin/faq', { items: [] })).body).toEqual({ items: [] });
    expect((await ctx.client().get('/api/faq')).body).toEqual({ items: [] });
  });

  it.each([
    ['HTML in an answer', { ...gluten, answer: { ...gluten.answer, es: 'Mira <b>esto</b>' } }, 'sin HTML'],
    ['a script tag in a question', { ...gluten, question: { ...gluten.question, en: '<script>alert(1)</script>' } }, 'sin HTML'],
    ['an HTML comment', { ...gluten, answer: { ...gluten.answer, en: 'a <!-- b -->' } }, 'sin HTML'],
    ['a missing English answer', { ...gluten, answer: { es: 'Sí' } }, 'Invalid'],
    ['an empty question', { ...gluten, question: { es: '   ', en: 'Q' } }, 'La pregunta es obligatoria'],
    ['an answer too long', { ...gluten, answer: { es: 'a'.repeat(3_001), en: 'b' } }, 'más de 3000 caracteres'],
  ])('When staff send %s, then it is refused with 400 and a Spanish message, and the stored list is unchanged', async (_what, item, message) => {
    await admin.put('/api/admin/faq', { items: [canada] });
    const response = await admin.put('/api/admin/faq', { items: [gluten, item] });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect((await ctx.client().get('/api/faq')).body.items).toEqual([{ id: expect.any(Number), ...canada }]);
  });

  it('When staff send too many entries, then it is refused with 400', async () => {
    const response = await admin.put('/api/admin/faq', { items: Array.from({ length: FAQ_MAX_ITEMS + 1 }, () => canada) });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(`Como máximo ${FAQ_MAX_ITEMS} preguntas`);
  });

  it('When a Markdown link in angle brackets is saved, then it is not taken for HTML', async () => {
    const response = await admin.put('/api/admin/faq', { items: [{ ...canada, answer: { es: 'Mira <https://chapinbox.com/envios>', en: 'See 3 < 5 and <https://chapinbox.com>' } }] });
    expect(response.status).toBe(200);
  });

  it('When nobody is signed in, then saving answers 401 and the unanswered list too', async () => {
    expect((await ctx.client().put('/api/admin/faq', { items: [] })).status).toBe(401);
    expect((await ctx.client().get('/api/admin/faq')).status).toBe(401);
    expect((await ctx.client().get('/api/admin/chat/unanswered')).status).toBe(401);
    expect((await ctx.client().post('/api/admin/chat/unanswered/dismiss', { text: 'x' })).status).toBe(401);
  });

  it('When two-step sign-in is required and the member has not set it up, then saving answers 403', async () => {
    await ctx.database.db.insert(staffPolicy).values({ twoFactorRequired: true }).onConflictDoUpdate({ target: staffPolicy.id, set: { twoFactorRequired: true } });
    try {
      const response = await editor.put('/api/admin/faq', { items: [] });
      expect(response.status).toBe(403);
    } finally {
      await ctx.database.db.update(staffPolicy).set({ twoFactorRequired: false });
    }
  });
});

describe('the questions the guide could not answer', () => {
  let ctx: TestContext;
  let staff: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: staff } = await staffClient(ctx, { role: 'editor' }));
  });
  afterAll(() => ctx.close());

  const ask = (chatInput: string) => ctx.client().post('/api/chat', { chatInput, sessionId: newSessionId(), language: 'es' });

  it('When visitors ask what the guide does not know, then staff see each question once with its count and last date, most asked first, without who asked', async () => {
    await ask('¿Tienen algo sin gluten?  Mi hijo es celíaco');
    await ask('¿tienen algo sin gluten? mi hijo es celíaco');
    await ask('¿Hacen factura?');
    await ask('¿Cuánto tarda el envío?');
    const response = await staff.get('/api/admin/chat/unanswered');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      questions: [
        { text: '¿tienen algo sin gluten? mi hijo es celíaco', count: 2, lastAskedAt: expect.any(String) },
        { text: '¿hacen factura?', count: 1, lastAskedAt: expect.any(String) },
      ],
    });
    expect(Date.now() - Date.parse(response.body.questions[0].lastAskedAt)).toBeLessThan(60_000);
    const columns = Object.keys((await ctx.database.db.select().from(unansweredQuestions))[0]);
    expect(columns).toEqual(['text', 'count', 'lastAskedAt']);
  });

  it('When staff answer the question with a FAQ entry, then the guide answers it and it is no longer counted', async () => {
    await staff.put('/api/admin/faq', { items: [gluten] });
    const reply = await ask('hola, ¿tienen algo sin gluten? mi hijo es celíaco');
    expect(reply.body.output).toBe(gluten.answer.es);
    const english = await ctx.client().post('/api/chat', { chatInput: 'is it gluten free?', sessionId: newSessionId(), language: 'en' });
    expect(english.body.output).toBe(gluten.answer.en);
    const { questions } = (await staff.get('/api/admin/chat/unanswered')).body;
    expect(questions.find((question: { text: string }) => question.text.startsWith('hola'))).toBeUndefined();
  });

  it('When staff dismiss a question, then it leaves the list', async () => {
    expect((await staff.post('/api/admin/chat/unanswered/dismiss', { text: '¿hacen factura?' })).status).toBe(204);
    const { questions } = (await staff.get('/api/admin/chat/unanswered')).body;
    expect(questions.map((question: { text: string }) => question.text)).not.toContain('¿hacen factura?');
  });

  it('When a question holds an e-mail or a phone number, then neither is kept, and a long one is cut', () => {
    expect(unansweredText('Escríbanme a ana.perez@example.com o al +1 (213) 555-0101 por favor')).toBe('escríbanme a … o al … por favor');
    expect(unansweredText(`¿${'a'.repeat(500)}?`)).toHaveLength(200);
  });

  it('When more questions come than are kept, then the oldest go', async () => {
    const faq = createFaqService(ctx.deps);
    await ctx.database.db.insert(unansweredQuestions).values(
      Array.from({ length: UNANSWERED_MAX_ROWS }, (_, i) => ({ text: `vieja ${i}`, lastAskedAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)) })),
    );
    await faq.recordUnanswered('una pregunta nueva');
    const rows = await ctx.database.db.select().from(unansweredQuestions);
    expect(rows).toHaveLength(UNANSWERED_MAX_ROWS);
    expect(rows.map((row) => row.text)).toContain('una pregunta nueva');
    expect(rows.map((row) => row.text)).not.toContain('vieja 0');
  });
});
