import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fakeApi } from '@/test/fake-api';
import { ApiError, apiRequest } from './api-client';

const answer = (status: number, body: string, statusText = '') => new Response(body, { status, statusText });

describe('apiRequest', () => {
  it('When a GET is made, then it asks with credentials and returns the parsed answer', async () => {
    const { fetchMock } = fakeApi({ 'GET /api/inventory/total': answer(200, '{"totalBoxes":47}') });
    const result = await apiRequest('GET', '/api/inventory/total');
    expect(fetchMock).toHaveBeenCalledWith('/api/inventory/total', expect.objectContaining({ credentials: 'include' }));
    expect(result).toEqual({ totalBoxes: 47 });
  });

  it('When the answer is 401, then it raises "401: body"', async () => {
    fakeApi({ 'GET /api/auth/me': answer(401, '{"message":"No autenticado"}') });
    await expect(apiRequest('GET', '/api/auth/me')).rejects.toThrow('401: {"message":"No autenticado"}');
  });

  it('When the answer is not OK with a body, then the error reads "status: body text"', async () => {
    fakeApi({ 'POST /api/vip/subscribe': answer(409, '{"message":"Ya suscrito"}') });
    const error = await apiRequest('POST', '/api/vip/subscribe', { email: 'a@b.co' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Ya suscrito"}');
    expect((error as ApiError).serverMessage).toBe('Ya suscrito');
    expect((error as ApiError).status).toBe(409);
  });

  it('When the answer says when to come back (429, 503), then the error carries its Retry-After', async () => {
    fakeApi({ 'POST /api/vip/subscribe': new Response('{"message":"Demasiados intentos."}', { status: 429, headers: { 'Retry-After': '120' } }) });
    const error = await apiRequest('POST', '/api/vip/subscribe', { email: 'a@b.co' }).catch((e: unknown) => e);
    expect((error as ApiError).response?.headers.get('Retry-After')).toBe('120');
  });

  it('When the answer is not OK without a body, then the error reads "status: status text"', async () => {
    fakeApi({ 'GET /api/x': answer(502, '', 'Bad Gateway') });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('When a body is given, then it is sent as JSON with credentials', async () => {
    const { fetchMock } = fakeApi({ 'POST /api/x': answer(201, '{"ok":true}') });
    await apiRequest('POST', '/api/x', { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ method: 'POST', body: '{"a":1}', credentials: 'include', headers: expect.objectContaining({ 'Content-Type': 'application/json' }) }),
    );
  });

  it('When a schema is given, then the answer is parsed with it', async () => {
    fakeApi({ 'GET /api/inventory/total': answer(200, '{"totalBoxes":"many"}') });
    await expect(apiRequest('GET', '/api/inventory/total', undefined, z.object({ totalBoxes: z.number() }))).rejects.toThrow(z.core.$ZodError);
  });
});
