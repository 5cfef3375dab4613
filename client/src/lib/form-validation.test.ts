import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors, validateForm } from './form-validation';

const schema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'El email es obligatorio'), z.email('Introduce un email válido')),
  name: z.string().check(z.trim(), z.maxLength(5)),
  rows: z.array(z.object({ stars: z.number('Elige las estrellas') })),
});

describe('validateForm', () => {
  it('When the values pass, then the parsed request comes back (trimmed as the server would read it)', () => {
    expect(validateForm(schema, { email: ' ana@example.com ', name: 'Ana', rows: [] })).toEqual({
      success: true,
      data: { email: 'ana@example.com', name: 'Ana', rows: [] },
    });
  });

  it("When fields fail, then each gets the schema's first message, by its dotted path", () => {
    const check = validateForm(schema, { email: '', name: 'Ana', rows: [{ stars: 5 }, { stars: null as unknown as number }] });
    expect(check).toEqual({ success: false, errors: { email: 'El email es obligatorio', 'rows.1.stars': 'Elige las estrellas' } });
  });

  it('When a rule carries no message of its own, then staff read a Spanish one', () => {
    expect(validateForm(schema, { email: 'ana@example.com', name: 'Anastasia', rows: [] })).toEqual({
      success: false,
      errors: { name: 'No puede tener más de 5 caracteres' },
    });
  });

  it('When the form maps fields and messages (a visitor form translating), then those are used', () => {
    const check = validateForm(schema, { email: 'ana@', name: '', rows: [] }, { field: (path) => `field-${path.join('-')}`, message: (issue) => `key:${issue.code}` });
    expect(check).toEqual({ success: false, errors: { 'field-email': 'key:invalid_format' } });
  });
});

describe('serverFieldErrors', () => {
  const refusal = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

  it("When the server refuses fields (400 with issues), then they map like the form's own check; an issue of the whole request is left to the message", () => {
    const error = refusal(400, {
      message: 'Invalid request',
      issues: [
        { path: ['settings', 'phones', 'es'], message: 'Escribe el número en formato internacional' },
        { path: [], message: 'whole request' },
      ],
    });
    expect(serverFieldErrors(error, { field: (path) => path.slice(1).join('.') })).toEqual({ 'phones.es': 'Escribe el número en formato internacional' });
  });

  it('When the failure is anything else, then no field is refused', () => {
    expect(serverFieldErrors(refusal(409, { message: 'stale', issues: [{ path: ['a'], message: 'x' }] }))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, 'not json'))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
