// Catalan elides "de" before a vowel sound: "Quantitat d'Elèctrodes", "passarà d'«Acceptada»",
// "Pàgina 1 d'11", but "de iogurt" and "de huit" (an i or u before a vowel is a consonant there)
// and "de 12". The texts write `{{name, de}}` where a value follows "de" (`{{name, deQuoted}}` for
// «name»); this is the one rule.

/** Whether a number written with digits (12.500, 1,5) is read from a vowel: un, onze, un milió. */
function numberReadFromVowel(text: string): boolean {
  const whole = /^\d[\d.]*/.exec(text)?.[0].replaceAll('.', '');
  if (!whole) return false;
  return (
    whole === '1' ||
    whole === '11' ||
    /^11\d{3}$/.test(whole) || // onze mil
    /^1\d{6}$/.test(whole) || // un milió
    /^11\d{6}$/.test(whole) // onze milions
  );
}

/** `de` and `value` as Catalan writes them together. */
export function catalanDe(value: unknown): string {
  const text = String(value);
  // Past an opening quote or bracket: "d'«Acceptada»".
  const word = text.replace(/^[«"“‘'(¡¿]+/, '');
  if (/^\d/.test(word)) return `${numberReadFromVowel(word) ? "d'" : 'de '}${text}`;
  const letters = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const vowel = /^h?[aeiou]/.test(letters) && !/^h?[iu][aeiou]/.test(letters);
  return vowel ? `d'${text}` : `de ${text}`;
}

/** `de «value»` as Catalan writes it: "d'«Acceptada»". */
export const catalanDeQuoted = (value: unknown): string => catalanDe(`«${String(value)}»`);

/**
 * The article before a date written with digits (DD/MM/YYYY, with or without the time after it),
 * joined to the preposition before it: "el 02/12/2026", "del 02/12/2026", "al 02/12/2026"; the
 * first and the eleventh are read from a vowel and elide it: "l'01/12/2026", "de l'11/12/2026",
 * "fins a l'01/12/2026". The texts write `{{date, el}}`, `{{date, del}}` or `{{date, al}}`.
 */
export function catalanDateArticle(value: unknown, preposition: '' | 'de' | 'a'): string {
  const text = String(value);
  const day = /^0?(\d{1,2})\//.exec(text)?.[1];
  if (day === '1' || day === '11') return preposition ? `${preposition} l'${text}` : `l'${text}`;
  return `${{ '': 'el', de: 'del', a: 'al' }[preposition]} ${text}`;
}
