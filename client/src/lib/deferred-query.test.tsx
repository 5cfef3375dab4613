import { queryOptions } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadQueryClient, useDeferredQuery } from './deferred-query';

let asked = 0;
const greeting = queryOptions({ queryKey: ['greeting'], queryFn: async () => (asked++, 'hola') });

function Greeting() {
  const { data } = useDeferredQuery(greeting);
  return <p>{data ?? 'sin respuesta'}</p>;
}

describe('useDeferredQuery', () => {
  it('When React Query has not loaded, then nothing is asked; once it has, the answer shows', async () => {
    render(<Greeting />);
    await act(async () => {});
    expect(screen.getByText('sin respuesta')).toBeInTheDocument();
    expect(asked).toBe(0);

    await act(() => loadQueryClient());
    expect(await screen.findByText('hola')).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});
