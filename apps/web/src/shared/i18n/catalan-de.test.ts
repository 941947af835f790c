// Catalan's "de" before a value, through i18next as the screens render it: elided before a vowel
// sound ("Quantitat d'Elèctrodes", "d'«Acceptada»"), kept before a consonant; Spanish untouched.
import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n, loadAllTexts } from './i18n.ts';

describe('"de" before a value', () => {
  it('is elided in Catalan where it is said so', async () => {
    await applyLanguage('ca');
    await loadAllTexts();
    expect(i18n.t('products.card.quantityOf', { name: 'Elèctrodes rútils' })).toBe(
      "Quantitat d'Elèctrodes rútils",
    );
    expect(i18n.t('products.card.quantityOf', { name: 'Filferro MIG' })).toBe('Quantitat de Filferro MIG');
    expect(
      i18n.t('serviceRequests.detail.moveText', { numero: 'SAT-1', from: 'Acceptada', to: 'En curs' }),
    ).toBe("La sol·licitud SAT-1 passarà d'«Acceptada» a «En curs».");
    expect(i18n.t('products.detail.promotion', { amount: '1,00 €', count: 11 })).toContain(
      "a partir d'11 unitats",
    );
  });

  it('is left alone in Spanish', async () => {
    await applyLanguage('es');
    expect(i18n.t('products.card.quantityOf', { name: 'Electrodos' })).toBe('Cantidad de Electrodos');
  });
});
