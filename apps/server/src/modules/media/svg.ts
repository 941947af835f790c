// Small helpers for writing SVG by hand: escaping (every text that reaches a picture goes
// through `text`, so product data can never inject markup) and colour mixing.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// Control characters are not allowed in XML 1.0 at all: they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

export function escapeXml(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export interface TextOptions {
  size: number;
  fill?: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  mono?: boolean;
}

const SANS = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** A text element; `content` is escaped here. */
export function text(x: number, y: number, content: string, options: TextOptions): string {
  return (
    `<text x="${x}" y="${y}" font-family="${options.mono ? MONO : SANS}" font-size="${options.size}"` +
    ` font-weight="${options.weight ?? 400}" fill="${options.fill ?? '#1f2329'}" text-anchor="${options.anchor ?? 'middle'}">` +
    `${escapeXml(content)}</text>`
  );
}

/** A font size that keeps `content` within `width` pixels (character widths estimated). */
export function fitSize(content: string, width: number, max: number, charWidth = 0.6): number {
  return Math.max(9, Math.min(max, Math.floor(width / Math.max(1, content.length * charWidth))));
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` moved towards `b` by `amount` (0 → a, 1 → b). */
export function mix(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const blend = (x: number, y: number) =>
    Math.round(x + (y - x) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${blend(ar, br)}${blend(ag, bg)}${blend(ab, bb)}`;
}
