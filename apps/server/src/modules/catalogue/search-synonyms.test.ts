import { describe, expect, it } from 'vitest';
import { parseText } from './product-search-query.ts';
import { formsOf, TRADE_WORDS } from './search-synonyms.ts';
import { foldForSearch } from './search-text.ts';

describe('trade words', () => {
  it('are single words of letters and digits in every language, once folded', () => {
    for (const entry of TRADE_WORDS) {
      for (const forms of [entry.ca, entry.es, entry.en]) {
        expect(forms.length, JSON.stringify(entry)).toBeGreaterThan(0);
        for (const form of forms) expect(foldForSearch(form), form).toMatch(/^[\p{L}\p{Nd}]+$/u);
      }
    }
  });

  it('reach a word’s translations from any of the three languages', () => {
    expect(formsOf('fil')).toEqual({
      typed: expect.arrayContaining(['fil', 'fils']),
      synonyms: expect.arrayContaining(['hilo', 'wire']),
    });
    expect(formsOf('acero').synonyms).toEqual(expect.arrayContaining(['acer', 'steel']));
    expect(formsOf('steel').synonyms).toEqual(expect.arrayContaining(['acer', 'acero']));
    expect(formsOf('soplete').synonyms).toEqual(expect.arrayContaining(['bufador', 'torch']));
  });

  it('keep a word’s other forms in its own language apart from its translations', () => {
    // "elèctrode" folds to the English spelling: both languages' forms are "as typed".
    const electrode = formsOf(foldForSearch('elèctrode'));
    expect(electrode.typed).toEqual(expect.arrayContaining(['electrode', 'electrodes']));
    expect(electrode.synonyms).toEqual(expect.arrayContaining(['electrodo', 'electrodos']));
    expect(electrode.synonyms).not.toContain('electrode');
  });

  it('join every entry a word belongs to', () => {
    // "wire" is the welding wire and the wire of a brush.
    expect(formsOf('wire').synonyms).toEqual(expect.arrayContaining(['fil', 'hilo', 'filferro', 'alambre']));
  });

  it('leave a word the list does not know as it is', () => {
    expect(formsOf('sg2')).toEqual({ typed: ['sg2'], synonyms: [] });
  });

  it('apply to each word of a query, split as the product text is', () => {
    const text = parseText('Fil MIG/MAG d’acer 1,2');
    expect(text?.words.map((word) => word.typed[0])).toEqual(['fil', 'mig', 'mag', 'd', 'acer', '1', '2']);
    expect(text?.words[4]?.synonyms).toEqual(expect.arrayContaining(['acero', 'steel']));
  });
});
