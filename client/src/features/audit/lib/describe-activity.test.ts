import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/audit';
import { actionName, detailLines } from './describe-activity';

describe('how an activity entry reads', () => {
  it('When any known action is shown, then it has a Spanish name of its own', () => {
    const names = AUDIT_ACTIONS.map(actionName);
    expect(names.every((name, index) => name !== AUDIT_ACTIONS[index])).toBe(true);
    expect(new Set(names).size).toBe(AUDIT_ACTIONS.length);
    expect(actionName('inventory.update')).toBe('Actualizó el inventario');
  });

  it('When the action is unknown (a newer server), then its code shows', () => {
    expect(actionName('reports.print')).toBe('reports.print');
  });

  it('When the details list changes, then each reads "field: from → to", roles by name', () => {
    expect(
      detailLines({
        changes: [
          { field: 'PARTY MIX', from: 15, to: 12 },
          { field: 'rol', from: 'editor', to: 'admin' },
          { field: 'whatsapp', from: null, to: '+502 5555 0000' },
        ],
      }),
    ).toEqual(['PARTY MIX: 15 → 12', 'rol: Editor → Administrador', 'whatsapp: — → +502 5555 0000']);
  });

  it('When the details carry other keys, then they read "key: value", known keys in Spanish', () => {
    expect(detailLines({ role: 'editor', texts: 1234, recipients: 40, filters: { source: 'vip_modal' } })).toEqual([
      'rol: Editor',
      'textos: 1234',
      'recipients: 40',
      'filters: {"source":"vip_modal"}',
    ]);
    expect(detailLines(null)).toEqual([]);
  });
});
