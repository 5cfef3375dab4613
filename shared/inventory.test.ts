import { describe, expect, it } from 'vitest';
import { INVENTORY_MAX_QUANTITY, INVENTORY_MAX_QUANTITY_TEXT } from './inventory';

describe('inventory limits', () => {
  it('The written-out maximum is the maximum as Spanish formats it', () => {
    expect(INVENTORY_MAX_QUANTITY_TEXT).toBe(INVENTORY_MAX_QUANTITY.toLocaleString('es-ES'));
  });
});
