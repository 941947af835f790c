import { describe, expect, it } from 'vitest';
import { catalanDateArticle, catalanDe, catalanDeQuoted } from './catalan.ts';

describe('catalanDe', () => {
  it('elides before a vowel or a silent h, past an opening quote', () => {
    expect(catalanDe('Elèctrodes E6013')).toBe("d'Elèctrodes E6013");
    expect(catalanDe('«Acceptada»')).toBe("d'«Acceptada»");
    expect(catalanDe('hidrogen')).toBe("d'hidrogen");
    expect(catalanDe('ELR-6013-32')).toBe("d'ELR-6013-32");
    expect(catalanDe('Úter')).toBe("d'Úter");
    expect(catalanDeQuoted('Acceptada')).toBe("d'«Acceptada»");
    expect(catalanDeQuoted('Rebuda')).toBe('de «Rebuda»');
  });

  it('keeps "de" before a consonant, and before an i or u that is a consonant', () => {
    expect(catalanDe('Filferro MIG')).toBe('de Filferro MIG');
    expect(catalanDe('«Rebuda»')).toBe('de «Rebuda»');
    expect(catalanDe('iogurt')).toBe('de iogurt');
    expect(catalanDe('hiena')).toBe('de hiena');
    expect(catalanDe('uadi')).toBe('de uadi');
  });

  it('reads numbers as they are said: un, onze and un milió elide', () => {
    expect(catalanDe(1)).toBe("d'1");
    expect(catalanDe('11')).toBe("d'11");
    expect(catalanDe('1,50 €')).toBe("d'1,50 €");
    expect(catalanDe('11.500')).toBe("d'11.500");
    expect(catalanDe('1.200.000')).toBe("d'1.200.000");
    expect(catalanDe(12)).toBe('de 12');
    expect(catalanDe('1.500')).toBe('de 1.500');
    expect(catalanDe(100)).toBe('de 100');
    expect(catalanDe(8)).toBe('de 8');
  });
});

describe('the article before a date', () => {
  it('is "el", "del", "al" before most days', () => {
    expect(catalanDateArticle('02/12/2026', '')).toBe('el 02/12/2026');
    expect(catalanDateArticle('21/12/2026 10:05:00', 'de')).toBe('del 21/12/2026 10:05:00');
    expect(catalanDateArticle('10/01/2027', 'a')).toBe('al 10/01/2027');
  });

  it('is elided before the first and the eleventh, read "u" and "onze"', () => {
    expect(catalanDateArticle('01/12/2026', '')).toBe("l'01/12/2026");
    expect(catalanDateArticle('11/12/2026 09:00:00', 'de')).toBe("de l'11/12/2026 09:00:00");
    expect(catalanDateArticle('1/12/2026', 'a')).toBe("a l'1/12/2026");
  });
});
