import { describe, expect, it } from 'vitest';
import { canEdit, isEditShortcut, opensEditMode } from './edit-access';

describe('edit-mode access', () => {
  it('When the stored user is an admin, then the edit tools are offered', () => {
    expect(canEdit({ role: 'admin', email: 'ana@chapinbox.test', firstName: 'Ana' }, '')).toBe(true);
  });

  it('When the stored user is an editor, then they are offered (editors manage the site texts)', () => {
    expect(canEdit({ role: 'editor', email: 'luis@chapinbox.test', firstName: 'Luis' }, '')).toBe(true);
  });

  it('When the stored user has the admin e-mail, then they are offered', () => {
    expect(canEdit({ role: 'editor', email: ' Admin@ChapinBox.com ', firstName: null }, '')).toBe(true);
  });

  it('When the address has ?edit=true, then they are offered to anyone', () => {
    expect(canEdit(null, '?lang=en&edit=true')).toBe(true);
  });

  it('When the address has ?edit=open (the back office link), then the tools are offered and edit mode opens at once; ?edit=true only offers them', () => {
    expect(canEdit(null, '?lang=en&edit=open')).toBe(true);
    expect(opensEditMode('?lang=en&edit=open')).toBe(true);
    expect(opensEditMode('?edit=true')).toBe(false);
  });

  it.each([
    ['nobody is stored', null, ''],
    ['the address says edit=false', null, '?edit=false'],
  ])('When %s, then they are not offered', (_case, user, search) => {
    expect(canEdit(user, search)).toBe(false);
  });

  it('When Ctrl+Shift+E is pressed, then it is the edit shortcut; Ctrl+E alone is not', () => {
    expect(isEditShortcut({ ctrlKey: true, shiftKey: true, altKey: false, code: 'KeyE' })).toBe(true);
    expect(isEditShortcut({ ctrlKey: true, shiftKey: false, altKey: false, code: 'KeyE' })).toBe(false);
  });
});
