import { describe, expect, it } from 'vitest';
import ca from './locales/ca.json';
import en from './locales/en.json';
import es from './locales/es.json';
import { FIRST_PART_GROUPS, pickTextPart } from './text-parts.ts';

describe('the two parts of the interface texts', () => {
  it.each([
    ['ca', ca],
    ['es', es],
    ['en', en],
  ])('split the %s catalogue into two parts that together hold every group once', (_, catalogue) => {
    const first = pickTextPart(catalogue, 'first');
    const rest = pickTextPart(catalogue, 'rest');
    expect(Object.keys(first).sort()).toEqual([...FIRST_PART_GROUPS].sort());
    expect(Object.keys(rest).some((group) => group in first)).toBe(false);
    expect({ ...first, ...rest }).toEqual(catalogue);
  });

  it('leave most of the texts out of the first screen', () => {
    const size = (texts: object) => JSON.stringify(texts).length;
    expect(size(pickTextPart(ca, 'first'))).toBeLessThan(size(ca) / 4);
  });
});
