import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { currentUserFixture } from '@/test/fixtures';
import { getCurrentUser } from './get-current-user';

const ana = currentUserFixture();

describe('getCurrentUser', () => {
  it('When signed in, then it is the user of GET /api/auth/me', async () => {
    fakeApi({ 'GET /api/auth/me': { status: 200, body: { user: ana } } });
    await expect(getCurrentUser()).resolves.toEqual(ana);
  });

  it('When the answer is 401, then it is null (signed out)', async () => {
    fakeApi({ 'GET /api/auth/me': { status: 401, body: { message: 'No autenticado' } } });
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('When the server fails otherwise, then it raises "status: body"', async () => {
    fakeApi({ 'GET /api/auth/me': { status: 503, body: { message: 'down' } } });
    await expect(getCurrentUser()).rejects.toThrow('503: {"message":"down"}');
  });
});
