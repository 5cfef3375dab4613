import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, apiRequest, getQueryFn } from './api-client';

const respond = (status: number, body: string, statusText = '') =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, statusText }));

const run = (fn: ReturnType<typeof getQueryFn>, queryKey: unknown[]) =>
  fn({ queryKey, signal: new AbortController().signal, meta: undefined } as never);

describe('getQueryFn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When called, then it GETs the query key parts joined by "/" with credentials', async () => {
    const fetchMock = respond(200, '{"totalBoxes":47}');
    const result = await run(getQueryFn({ on401: 'throw' }), ['/api/inventory', 'total']);
    expect(fetchMock).toHaveBeenCalledWith('/api/inventory/total', expect.objectContaining({ credentials: 'include' }));
    expect(result).toEqual({ totalBoxes: 47 });
  });

  it('When the answer is 401 and configured to return null, then it yields null', async () => {
    respond(401, '{"message":"No autenticado"}');
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/auth/me'])).resolves.toBeNull();
  });

  it('When the answer is 401 and configured to throw, then it raises "401: body"', async () => {
    respond(401, '{"message":"No autenticado"}');
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/auth/me'])).rejects.toThrow('401: {"message":"No autenticado"}');
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When the answer is not OK with a body, then the error reads "status: body text"', async () => {
    respond(409, '{"message":"Ya suscrito"}');
    const error = await apiRequest('POST', '/api/vip/subscribe', { email: 'a@b.co' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Ya suscrito"}');
    expect((error as ApiError).serverMessage).toBe('Ya suscrito');
    expect((error as ApiError).status).toBe(409);
  });

  it('When the answer is not OK without a body, then the error reads "status: status text"', async () => {
    respond(502, '', 'Bad Gateway');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('When a body is given, then it is sent as JSON with credentials', async () => {
    const fetchMock = respond(201, '{"ok":true}');
    await apiRequest('POST', '/api/x', { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ method: 'POST', body: '{"a":1}', credentials: 'include', headers: expect.objectContaining({ 'Content-Type': 'application/json' }) }),
    );
  });

  it('When a schema is given, then the answer is parsed with it', async () => {
    respond(200, '{"totalBoxes":"many"}');
    await expect(apiRequest('GET', '/api/inventory/total', undefined, z.object({ totalBoxes: z.number() }))).rejects.toThrow();
  });
});
