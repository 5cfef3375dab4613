import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/audit';
import { actionName, detailLines, settingName } from './describe-activity';

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

  it('When the details list changes, then each reads as a Spanish sentence: roles by name, boxes and settings as the pages name them', () => {
    expect(detailLines({ changes: [{ field: 'rol', from: 'editor', to: 'admin' }] }, 'staff.role-change')).toEqual(['Cambió el rol de Editor a Administrador']);
    expect(detailLines({ changes: [{ field: 'PARTY MIX', from: 15, to: 12 }] }, 'inventory.update')).toEqual(['Cambió las cajas de PARTY MIX de 15 a 12']);
    expect(
      detailLines(
        {
          changes: [
            { field: 'products.partyMix.asin', from: null, to: 'B0TEST1234' },
            { field: 'phones.es', from: null, to: '+502 5555 0000' },
            { field: 'testimonials.en.0.rating', from: 4, to: 5 },
            { field: 'offer.endsAt', from: '2026-12-01T00:00:00Z', to: null },
            { field: 'social.tiktok', from: 'https://tiktok.com/@a', to: 'https://tiktok.com/@b' },
          ],
        },
        'settings.update',
      ),
    ).toEqual([
      'Cambió el ASIN de PARTY MIX de — a B0TEST1234',
      'Cambió el teléfono de la página en español de — a +502 5555 0000',
      'Cambió las estrellas del testimonio 1 (en inglés) de 4 a 5',
      'Cambió el fin de la oferta de 2026-12-01T00:00:00Z a —',
      'Cambió el enlace de TikTok de https://tiktok.com/@a a https://tiktok.com/@b',
    ]);
  });

  it('When the details carry other keys, then they read "name: value" in Spanish, yes/no and languages included', () => {
    expect(detailLines({ role: 'editor', texts: 1234, confirmed: true, filter: { status: 'active', language: 'en' }, invitationsRevoked: 2 })).toEqual([
      'rol: Editor',
      'textos: 1234',
      'ya confirmados: sí',
      'filtro: estado activos, idioma inglés',
      'invitaciones retiradas: 2',
    ]);
    expect(detailLines(null)).toEqual([]);
  });

  it('When a sign-in or the two-step policy carries its details, then they read in Spanish: how the second step passed, whether it is required', () => {
    expect(actionName('auth.2fa-failed')).toBe('Escribió un código de verificación incorrecto');
    expect(actionName('staff.2fa-policy')).toBe('Cambió si se exige la verificación en dos pasos');
    expect(detailLines({ method: 'code', address: '203.0.113.7' }, 'auth.sign-in')).toEqual(['segundo paso: con código de la aplicación', 'dirección IP: 203.0.113.7']);
    expect(detailLines({ method: 'recovery' }, 'auth.sign-in')).toEqual(['segundo paso: con un código de recuperación']);
    expect(detailLines({ method: 'remembered' }, 'auth.sign-in')).toEqual(['segundo paso: desde un dispositivo recordado']);
    expect(detailLines({ method: 'passkey' }, 'auth.sign-in')).toEqual(['segundo paso: passkey']);
    expect(detailLines({ required: true }, 'staff.2fa-policy')).toEqual(['exigida: sí']);
    expect(detailLines({ required: false }, 'staff.2fa-policy')).toEqual(['exigida: no']);
  });

  it('When an Amazon Attribution tag changes, then it is named by its channel and box', () => {
    expect(settingName('attribution.partyMix.newsletter')).toBe('la etiqueta de Amazon Attribution del boletín para PARTY MIX');
    expect(settingName('attribution.candyMix.site')).toBe('la etiqueta de Amazon Attribution del sitio web para CANDY MIX');
    expect(settingName('attribution.spicyMix.qr')).toBe('la etiqueta de Amazon Attribution de los códigos QR para SPICY MIX');
    expect(settingName('attribution.chocoBox.chat')).toBe('la etiqueta de Amazon Attribution del chat para CHOCO BOX');
    expect(settingName('attribution.chocoBox.radio')).toBe('attribution.chocoBox.radio');
    expect(detailLines({ changes: [{ field: 'attribution.partyMix.newsletter', from: null, to: 'maas=maas_adg_1&ref_=aa_maas' }] }, 'settings.update')).toEqual([
      'Cambió la etiqueta de Amazon Attribution del boletín para PARTY MIX de — a maas=maas_adg_1&ref_=aa_maas',
    ]);
  });

  it('When a setting path is unknown (a newer server), then it shows as it is', () => {
    expect(settingName('newThing.x')).toBe('newThing.x');
  });
});
