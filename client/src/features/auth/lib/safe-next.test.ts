import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next';

describe('the page to return to after sign-in', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/subscribers', '/admin/subscribers'],
    ['/admin/activity?page=2#top', '/admin/activity?page=2#top'],
    ['/inventory', '/inventory'],
  ])('When next is the site path %s, then it is kept', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty text', ''],
    ['another site', 'https://evil.example/admin'],
    ['a protocol-relative address', '//evil.example/admin'],
    ['a backslash address', '/\\evil.example'],
    ['a dot segment before a second slash', '/.//evil.example'],
    ['a dot-dot segment before a second slash', '/admin/..//evil.example'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'admin'],
    ['the sign-in page itself', '/login?next=/admin'],
  ])('When next is %s, then it is refused', (_case, next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it('When a login address is built, then it carries the current page encoded', () => {
    expect(loginPathFor('/admin/staff?x=1')).toBe('/login?next=%2Fadmin%2Fstaff%3Fx%3D1');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
