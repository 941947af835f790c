// Protective equipment: helmets, gloves, clothing, curtains, masks and cover lenses.
import { RUBBER, STEEL, type ShapeContext } from './shape-context.ts';

export function helmet({ palette }: ShapeContext, autoDarkening: boolean): string {
  return [
    `<circle cx="104" cy="150" r="14" fill="${RUBBER}"/><circle cx="296" cy="150" r="14" fill="${RUBBER}"/>`,
    `<path d="M112 92 Q112 40 200 40 Q288 40 288 92 L298 218 Q298 270 200 278 Q102 270 102 218 Z" fill="${palette.accent}"/>`,
    `<path d="M130 80 Q140 56 200 54" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.35" stroke-linecap="round"/>`,
    `<rect x="138" y="118" width="124" height="70" rx="8" fill="${RUBBER}"/>`,
    `<rect x="146" y="126" width="108" height="54" rx="4" fill="${autoDarkening ? '#1c3b4a' : '#1f3d2b'}"/>`,
    autoDarkening ? `<path d="M150 176 L186 130 H206 L170 176 Z" fill="#6fd3ff" opacity="0.35"/>` : '',
    autoDarkening
      ? `<circle cx="160" cy="136" r="3" fill="#9aa3ad"/><circle cx="240" cy="136" r="3" fill="#9aa3ad"/>`
      : '',
  ].join('');
}

export function glove(): string {
  const leather = '#c9a27a';
  return [
    `<rect x="142" y="46" width="28" height="90" rx="14" fill="${leather}"/>`,
    `<rect x="172" y="34" width="28" height="100" rx="14" fill="${leather}"/>`,
    `<rect x="202" y="42" width="28" height="94" rx="14" fill="${leather}"/>`,
    `<rect x="232" y="60" width="26" height="76" rx="13" fill="${leather}"/>`,
    `<rect x="92" y="124" width="32" height="92" rx="16" fill="${leather}" transform="rotate(-38 108 170)"/>`,
    `<rect x="140" y="110" width="120" height="120" rx="30" fill="${leather}"/>`,
    `<rect x="132" y="214" width="136" height="66" rx="10" fill="#9c7a55"/>`,
    `<path d="M150 220 H250" stroke="#7a5c3c" stroke-width="3" stroke-dasharray="6 5"/>`,
  ].join('');
}

export function jacket(_context: ShapeContext, leather: boolean): string {
  const colour = leather ? '#8b5e3c' : '#2f4f7a';
  return [
    `<path d="M150 56 L250 56 L292 78 L334 206 L302 218 L280 146 L280 274 L120 274 L120 146 L98 218 L66 206 L108 78 Z" fill="${colour}"/>`,
    `<path d="M166 56 L200 96 L234 56" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.55"/>`,
    `<line x1="200" y1="96" x2="200" y2="274" stroke="${STEEL}" stroke-width="4"/>`,
    `<rect x="136" y="196" width="40" height="30" rx="4" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.4"/>`,
  ].join('');
}

export function curtain(_context: ShapeContext, colour: string): string {
  const folds = [110, 150, 190, 230, 270].map(
    (x) => `<line x1="${x}" y1="52" x2="${x}" y2="248" stroke="#ffffff" stroke-width="5" opacity="0.25"/>`,
  );
  const rings = [90, 130, 170, 210, 250, 290].map(
    (x) => `<circle cx="${x}" cy="50" r="6" fill="none" stroke="${STEEL}" stroke-width="3"/>`,
  );
  return [
    `<rect x="60" y="36" width="280" height="10" rx="4" fill="${STEEL}"/>`,
    `<rect x="58" y="36" width="10" height="236" fill="${STEEL}"/><rect x="332" y="36" width="10" height="236" fill="${STEEL}"/>`,
    `<rect x="36" y="268" width="54" height="8" rx="4" fill="${RUBBER}"/><rect x="310" y="268" width="54" height="8" rx="4" fill="${RUBBER}"/>`,
    `<rect x="76" y="52" width="248" height="196" fill="${colour}" opacity="0.82"/>`,
    ...folds,
    ...rings,
  ].join('');
}

export function mask({ palette }: ShapeContext): string {
  return [
    `<path d="M96 150 L40 120 M304 150 L360 120 M100 200 L40 220 M300 200 L360 220" stroke="${RUBBER}" stroke-width="5"/>`,
    `<path d="M100 120 Q200 30 300 120 L280 220 Q200 266 120 220 Z" fill="#f4f4f4" stroke="#cfd5db" stroke-width="4"/>`,
    `<circle cx="200" cy="176" r="30" fill="${palette.accent}"/>`,
    `<circle cx="200" cy="176" r="16" fill="none" stroke="#ffffff" stroke-width="3"/>`,
  ].join('');
}

export function lens(): string {
  return [
    `<rect x="100" y="84" width="200" height="150" rx="16" fill="#dff1fb" fill-opacity="0.85" stroke="#8fb8cc" stroke-width="4"/>`,
    `<rect x="84" y="100" width="200" height="150" rx="16" fill="#eaf6fd" fill-opacity="0.7" stroke="#8fb8cc" stroke-width="4"/>`,
    `<path d="M110 230 L170 116" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.8"/>`,
  ].join('');
}
