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

describe('the article before a date', () => {
  it('is elided in Catalan before the first and the eleventh', async () => {
    await applyLanguage('ca');
    await loadAllTexts();
    expect(i18n.t('ordering.orderPage.deliveryNote', { numero: 'A-1', date: '01/12/2026' })).toBe(
      "Albarà A-1 de l'01/12/2026",
    );
    expect(i18n.t('ordering.orderPage.deliveryNote', { numero: 'A-2', date: '02/12/2026' })).toBe(
      'Albarà A-2 del 02/12/2026',
    );
    expect(i18n.t('team.validUntil', { date: '11/12/2026 10:00:00' })).toBe(
      "Vàlida fins a l'11/12/2026 10:00:00",
    );
    expect(i18n.t('ordering.orderPage.placedOn', { when: '21/12/2026 10:00:00' })).toBe(
      'Feta el 21/12/2026 10:00:00',
    );
  });
});
