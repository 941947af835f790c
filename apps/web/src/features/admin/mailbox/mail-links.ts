// A mail's plain text cut into text and web addresses, so the screen can draw the addresses as
// links with React (never as HTML: the text is shown, not interpreted). Only http and https are
// links; a sentence's closing punctuation after an address stays text.
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /https?:\/\/[^\s<>"'`]+/gi;
/** What ends a sentence or a bracket rather than the address: `(see https://x/a).` */
const TRAILING = /[.,;:!?)\]}»”’]+$/;

function asLink(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const href = asLink(address);
    if (!href) continue;
    plain += text.slice(last, match.index);
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'link', text: address, href });
    last = match.index + address.length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}
