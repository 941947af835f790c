import { describe, expect, it } from 'vitest';
import { catalanDe, catalanDeQuoted } from './catalan.ts';

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
