// One word for one thing (GLOSSARY.md): no value of the screens' texts, of the server's
// messages or of the permissions' descriptions, in any language, uses a variant the glossary's
// last column refuses. The glossary's table is the list, so the rule and its documentation cannot
// drift apart.
import { describe, expect, it } from 'vitest';
import caMessages from '@portal/domain/messages/ca.json';
import enMessages from '@portal/domain/messages/en.json';
import esMessages from '@portal/domain/messages/es.json';
import { PERMISSION_DESCRIPTIONS } from '@portal/domain/permission-descriptions';
import ca from './locales/ca.json';
import en from './locales/en.json';
import es from './locales/es.json';
import glossaryText from './GLOSSARY.md?raw';

type Language = 'ca' | 'es' | 'en';
const LANGUAGES: readonly Language[] = ['ca', 'es', 'en'];

function leaves(tree: unknown, prefix: string): [string, string][] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const descriptions = (language: Language): [string, string][] =>
  Object.entries(PERMISSION_DESCRIPTIONS).map(([endPoint, text]) => [
    `permission:${endPoint}`,
    text[language],
  ]);

const texts: Record<Language, [string, string][]> = {
  ca: [...leaves(ca, 'web:'), ...leaves(caMessages, 'messages:'), ...descriptions('ca')],
  es: [...leaves(es, 'web:'), ...leaves(esMessages, 'messages:'), ...descriptions('es')],
  en: [...leaves(en, 'web:'), ...leaves(enMessages, 'messages:'), ...descriptions('en')],
};

interface GlossaryRow {
  thing: string;
  preferred: Record<Language, string>;
  refused: Record<Language, string[]>;
}

/** The rows of GLOSSARY.md's table: thing | ca | es | en | "ca: a, b; es: c; en: d". */
function parseGlossary(markdown: string): GlossaryRow[] {
  const rows = markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  // The header and the line under it.
  return rows.slice(2).map(([thing = '', caWord = '', esWord = '', enWord = '', refusedCell = '']) => {
    const refused: Record<Language, string[]> = { ca: [], es: [], en: [] };
    for (const part of refusedCell.split(';')) {
      const match = /^\s*(ca|es|en):\s*(.+)$/.exec(part);
      if (!match) throw new Error(`GLOSSARY.md, "${thing}": "${part}" does not start with ca:, es: or en:`);
      refused[match[1] as Language].push(
        ...match[2]!
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
      );
    }
    return { thing, preferred: { ca: caWord, es: esWord, en: enWord }, refused };
  });
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words only: "lot" does not catch "lote", "entrega" catches "d'entrega". */
function usesWord(text: string, word: string): boolean {
  const withoutPlaceholders = text.replace(/\{\{[^}]*\}\}/g, ' ');
  return new RegExp(`(?<![\\p{L}\\p{N}·])${escape(word)}(?![\\p{L}\\p{N}·])`, 'iu').test(withoutPlaceholders);
}

const glossary = parseGlossary(glossaryText);

describe('the glossary', () => {
  it('names each thing in the three languages and refuses some variant of it', () => {
    expect(glossary.length).toBeGreaterThan(10);
    for (const row of glossary) {
      for (const language of LANGUAGES) expect(row.preferred[language], row.thing).not.toBe('');
      expect(Object.values(row.refused).flat().length, row.thing).toBeGreaterThan(0);
    }
  });

  it('matches whole words, across apostrophes, without placeholders', () => {
    expect(usesWord('Producte afegit al carretó.', 'carretó')).toBe(true);
    expect(usesWord("l'adreça d'entrega", 'entrega')).toBe(true);
    expect(usesWord('Se vende en lotes de', 'lot')).toBe(false);
    expect(usesWord('Anul·lació de comanda', 'anul·lació')).toBe(true);
    expect(usesWord('Cancel·lació', 'anul·la')).toBe(false);
    expect(usesWord('We will write to {{email}}.', 'email')).toBe(false);
  });

  for (const language of LANGUAGES) {
    it(`is followed by every ${language} text of the screens and of the server`, () => {
      const offending = glossary.flatMap((row) =>
        row.refused[language].flatMap((word) =>
          texts[language]
            .filter(([, text]) => usesWord(text, word))
            .map(([key]) => `${key} says "${word}" (the glossary's word: "${row.preferred[language]}")`),
        ),
      );
      expect(offending).toEqual([]);
    });
  }
});
