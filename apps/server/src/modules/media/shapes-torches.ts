// Torches and the parts that wear at their front, plus cables, hoses and liners on a coil,
// drive rolls, clamps and filter cartridges.
import { BRASS, COPPER, RUBBER, STEEL, type ShapeContext } from './shape-context.ts';
import { mix } from './svg.ts';

function handle(accent: string): string {
  return (
    `<path d="M-160 0 C-215 0 -235 55 -300 70" fill="none" stroke="${RUBBER}" stroke-width="20" stroke-linecap="round"/>` +
    `<rect x="-165" y="-21" width="170" height="42" rx="19" fill="${RUBBER}"/>` +
    `<rect x="-140" y="-17" width="70" height="34" rx="15" fill="${accent}"/>` +
    `<path d="M-60 20 Q-50 44 -28 40" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`
  );
}

/** MIG, TIG, plasma or oxy-fuel torch, drawn along its handle and turned to sit diagonally. */
export function torch({ palette }: ShapeContext, style: 'mig' | 'tig' | 'plasma' | 'gas'): string {
  let head: string;
  switch (style) {
    case 'mig':
      head =
        `<path d="M0 0 Q75 -8 92 62" fill="none" stroke="${STEEL}" stroke-width="16" stroke-linecap="round"/>` +
        `<g transform="translate(92 62) rotate(-14)"><path d="M-15 -4 L15 -4 L10 46 L-10 46 Z" fill="${COPPER}"/>` +
        `<rect x="-3" y="46" width="6" height="10" fill="${mix(COPPER, '#000000', 0.3)}"/></g>`;
      break;
    case 'tig':
      head =
        `<rect x="-2" y="-62" width="38" height="112" rx="12" fill="${RUBBER}"/>` +
        `<rect x="5" y="-108" width="24" height="50" rx="9" fill="${RUBBER}"/>` +
        `<path d="M0 48 L34 48 L28 92 L6 92 Z" fill="#eadbcb"/>` +
        `<rect x="15" y="92" width="5" height="20" fill="#9aa1a9"/>`;
      break;
    case 'plasma':
      head =
        `<rect x="-2" y="-30" width="40" height="80" rx="12" fill="${RUBBER}"/>` +
        `<path d="M0 48 L36 48 L30 84 L6 84 Z" fill="${COPPER}"/>` +
        `<circle cx="18" cy="88" r="4" fill="${mix(COPPER, '#000000', 0.3)}"/>`;
      break;
    default:
      head =
        `<rect x="-180" y="-12" width="190" height="24" rx="8" fill="${BRASS}"/>` +
        `<circle cx="-150" cy="-22" r="12" fill="#2f6fd1"/><circle cx="-115" cy="-22" r="12" fill="#c8372d"/>` +
        `<path d="M-60 -14 L10 -30" stroke="${STEEL}" stroke-width="8" stroke-linecap="round"/>` +
        `<path d="M10 0 L40 0 Q56 0 56 18 L56 40" fill="none" stroke="${BRASS}" stroke-width="16"/>` +
        `<path d="M48 40 H64 L60 70 H52 Z" fill="${COPPER}"/>`;
  }
  const body =
    style === 'gas'
      ? `<path d="M-180 0 C-230 0 -250 55 -310 70" fill="none" stroke="${RUBBER}" stroke-width="12"/>`
      : handle(palette.accent);
  return `<g transform="translate(255 150) rotate(-28)">${body}${head}</g>`;
}

export function contactTip(): string {
  const tip = (x: number, y: number, angle: number) => {
    const threads = [34, 42, 50, 58, 66].map(
      (ty) =>
        `<line x1="-12" y1="${ty}" x2="12" y2="${ty + 3}" stroke="${mix(COPPER, '#000000', 0.35)}" stroke-width="2"/>`,
    );
    return (
      `<g transform="translate(${x} ${y}) rotate(${angle})">` +
      `<rect x="-12" y="-80" width="24" height="150" rx="5" fill="${COPPER}"/>` +
      `<rect x="-12" y="-80" width="8" height="150" rx="4" fill="#ffffff" opacity="0.2"/>` +
      threads.join('') +
      `<circle cx="0" cy="-72" r="3" fill="${RUBBER}"/></g>`
    );
  };
  return tip(150, 165, -14) + tip(200, 155, 0) + tip(250, 165, 14);
}

export function nozzle(_context: ShapeContext, ceramic: boolean): string {
  const colour = ceramic ? '#eadbcb' : COPPER;
  const shade = mix(colour, '#000000', 0.2);
  return [
    `<rect x="150" y="56" width="100" height="34" rx="6" fill="${shade}"/>`,
    `<path d="M150 88 H250 L230 252 H170 Z" fill="${colour}"/>`,
    `<path d="M168 88 H186 L178 252 H170 Z" fill="#ffffff" opacity="0.22"/>`,
    `<ellipse cx="200" cy="252" rx="30" ry="8" fill="${RUBBER}"/>`,
  ].join('');
}

/** A turned part (diffuser, tip holder, collet, connector…): brass and copper sections. */
export function smallPart(): string {
  return [
    `<path d="M150 70 L250 70 L262 95 L250 120 L150 120 L138 95 Z" fill="${BRASS}"/>`,
    `<rect x="165" y="120" width="70" height="90" rx="6" fill="${COPPER}"/>`,
    `<circle cx="185" cy="165" r="7" fill="${RUBBER}"/><circle cx="215" cy="165" r="7" fill="${RUBBER}"/>`,
    `<rect x="180" y="210" width="40" height="50" rx="5" fill="${mix(COPPER, '#000000', 0.2)}"/>`,
    `<rect x="165" y="120" width="16" height="90" fill="#ffffff" opacity="0.2"/>`,
  ].join('');
}

/** A coil of cable, hose or liner; two colours make a twin hose. */
export function coil(_context: ShapeContext, colours: string[], thickness: number): string {
  const rings = [108, 92, 76, 60].flatMap((r, i) =>
    colours.map(
      (colour, k) =>
        `<circle cx="${200 + k * thickness}" cy="${160 + i * 2}" r="${r}" fill="none" stroke="${colour}" stroke-width="${thickness}"/>`,
    ),
  );
  const tail = colours.map(
    (colour, k) =>
      `<path d="M${308 + k * thickness} 160 C330 220 340 250 372 266" fill="none" stroke="${colour}" stroke-width="${thickness}" stroke-linecap="round"/>`,
  );
  return [...rings, ...tail].join('');
}

export function driveRoll(_context: ShapeContext, knurled: boolean): string {
  const teeth = knurled
    ? Array.from({ length: 48 }, (_, i) => {
        const a = (i * 7.5 * Math.PI) / 180;
        return `<line x1="${(200 + Math.cos(a) * 96).toFixed(1)}" y1="${(160 + Math.sin(a) * 96).toFixed(1)}" x2="${(200 + Math.cos(a) * 108).toFixed(1)}" y2="${(160 + Math.sin(a) * 108).toFixed(1)}" stroke="#5c636b" stroke-width="3"/>`;
      }).join('')
    : '';
  return [
    `<circle cx="200" cy="160" r="110" fill="#b7bec6"/>`,
    `<circle cx="200" cy="160" r="102" fill="none" stroke="#6b7480" stroke-width="6"/>`,
    teeth,
    `<circle cx="200" cy="160" r="70" fill="#cfd5db"/>`,
    `<circle cx="200" cy="160" r="26" fill="${RUBBER}"/>`,
    `<rect x="194" y="126" width="12" height="14" fill="${RUBBER}"/>`,
  ].join('');
}

/** An earth clamp or electrode holder: copper jaws, insulated arms. */
export function clamp({ palette }: ShapeContext): string {
  return [
    `<path d="M80 106 C50 106 40 160 26 220" fill="none" stroke="${RUBBER}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M80 92 L230 156 L335 146 L335 160 L230 172 L80 116 Z" fill="${palette.accent}"/>`,
    `<path d="M80 248 L230 184 L335 194 L335 180 L230 168 L80 224 Z" fill="${palette.dark}"/>`,
    `<path d="M232 156 L335 146 L335 160 L232 170 Z" fill="${COPPER}"/>`,
    `<path d="M232 184 L335 194 L335 180 L232 170 Z" fill="${COPPER}"/>`,
    `<circle cx="230" cy="170" r="12" fill="${STEEL}" stroke="${RUBBER}" stroke-width="3"/>`,
  ].join('');
}

/** A pleated filter cartridge. */
export function filter(): string {
  const pleats = Array.from(
    { length: 13 },
    (_, i) =>
      `<line x1="${140 + i * 10}" y1="82" x2="${140 + i * 10}" y2="250" stroke="#cfc6b6" stroke-width="3"/>`,
  );
  return [
    `<rect x="130" y="70" width="140" height="194" rx="8" fill="#f3efe7"/>`,
    ...pleats,
    `<rect x="124" y="56" width="152" height="24" rx="6" fill="${RUBBER}"/>`,
    `<rect x="124" y="254" width="152" height="24" rx="6" fill="${RUBBER}"/>`,
  ].join('');
}
