import { describe, expect, it } from 'vitest';
import { splitLinks } from './mail-links.ts';

describe('splitLinks', () => {
  it('cuts a recovery mail into text and its link', () => {
    const text =
      'Open this link:\nhttp://localhost:3000/canviar-contrasenya?token=abc_DEF-123\nIt lasts 1 hour.';
    expect(splitLinks(text)).toEqual([
      { kind: 'text', text: 'Open this link:\n' },
      {
        kind: 'link',
        text: 'http://localhost:3000/canviar-contrasenya?token=abc_DEF-123',
        href: 'http://localhost:3000/canviar-contrasenya?token=abc_DEF-123',
      },
      { kind: 'text', text: '\nIt lasts 1 hour.' },
    ]);
  });

  it('leaves closing punctuation outside the link and finds several links', () => {
    expect(splitLinks('See (https://a.example/x). Or https://b.example/y, please')).toEqual([
      { kind: 'text', text: 'See (' },
      { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { kind: 'text', text: '). Or ' },
      { kind: 'link', text: 'https://b.example/y', href: 'https://b.example/y' },
      { kind: 'text', text: ', please' },
    ]);
  });

  it('makes links of http and https only, never of other schemes or markup', () => {
    const text = 'javascript:alert(1) <a href="https://evil.example">x</a> mailto:a@b.example';
    const links = splitLinks(text).filter((part) => part.kind === 'link');
    expect(links).toEqual([{ kind: 'link', text: 'https://evil.example', href: 'https://evil.example/' }]);
    expect(
      splitLinks(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('returns plain text as one part and nothing for an empty text', () => {
    expect(splitLinks('No links here.')).toEqual([{ kind: 'text', text: 'No links here.' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
