import { describe, expect, it } from 'vitest';
import { canEdit, isEditShortcut } from './edit-access';

describe('edit-mode access', () => {
  it('When the stored user is an admin, then the edit tools are offered', () => {
    expect(canEdit({ role: 'admin', email: 'ana@chapinbox.test', firstName: 'Ana' }, '')).toBe(true);
  });

  it('When the stored user is staff with the admin e-mail, then they are offered', () => {
    expect(canEdit({ role: 'staff', email: ' Admin@ChapinBox.com ', firstName: null }, '')).toBe(true);
  });

  it('When the address has ?edit=true, then they are offered to anyone', () => {
    expect(canEdit(null, '?lang=en&edit=true')).toBe(true);
  });

  it.each([
    ['nobody is stored', null, ''],
    ['a staff member is stored', { role: 'staff' as const, email: 'luis@chapinbox.test', firstName: 'Luis' }, ''],
    ['the address says edit=false', null, '?edit=false'],
  ])('When %s, then they are not offered', (_case, user, search) => {
    expect(canEdit(user, search)).toBe(false);
  });

  it('When Ctrl+Shift+E is pressed, then it is the edit shortcut; Ctrl+E alone is not', () => {
    expect(isEditShortcut({ ctrlKey: true, shiftKey: true, altKey: false, code: 'KeyE' })).toBe(true);
    expect(isEditShortcut({ ctrlKey: true, shiftKey: false, altKey: false, code: 'KeyE' })).toBe(false);
  });
});
