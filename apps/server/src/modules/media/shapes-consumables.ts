// Consumables: wire spools, electrode boxes, TIG rod tubes, tungsten electrodes, abrasive discs
// and brushes, spray cans and plain packages.
import { WIRE_COLOURS, type WireMaterial } from './picture-palette.ts';
import { INK, RUBBER, STEEL, type ShapeContext } from './shape-context.ts';
import { fitSize, mix, text } from './svg.ts';

/** A wire spool seen from the front; the wire colour tells steel, stainless, aluminium and cored wire apart. */
export function spool({ detail }: ShapeContext, material: WireMaterial): string {
  const wire = WIRE_COLOURS[material];
  const rings = [92, 80, 68, 56].map(
    (r) =>
      `<circle cx="200" cy="160" r="${r}" fill="none" stroke="${mix(wire, '#000000', 0.25)}" stroke-width="2" opacity="0.55"/>`,
  );
  return [
    `<circle cx="200" cy="160" r="122" fill="${RUBBER}"/>`,
    `<circle cx="200" cy="160" r="104" fill="${wire}"/>`,
    ...rings,
    `<circle cx="200" cy="160" r="44" fill="#eef1f4"/>`,
    `<circle cx="200" cy="160" r="15" fill="${RUBBER}"/>`,
    `<circle cx="200" cy="126" r="6" fill="${RUBBER}"/>`,
    detail ? text(200, 195, detail, { size: fitSize(detail, 64, 13), fill: INK, weight: 700 }) : '',
  ].join('');
}

const COATINGS: Record<string, string> = {
  Rutile: '#c9b79c',
  'Basic coating': '#8a9a7b',
  Cellulosic: '#b7a17a',
};

/** A box of covered electrodes, a few standing out of the open top. */
export function electrodeBox({ palette, detail }: ShapeContext, coating: string): string {
  const coat = COATINGS[coating] ?? '#b9b2a5';
  const sticks = [150, 175, 200, 225, 250].map(
    (x, i) =>
      `<line x1="${x}" y1="${36 + i * 6}" x2="${x}" y2="60" stroke="${STEEL}" stroke-width="6" stroke-linecap="round"/>` +
      `<line x1="${x}" y1="58" x2="${x}" y2="118" stroke="${coat}" stroke-width="10"/>`,
  );
  return [
    ...sticks,
    `<path d="M95 118 L125 92 H335 L305 118 Z" fill="${palette.light}"/>`,
    `<path d="M305 118 L335 92 V236 L305 262 Z" fill="${palette.dark}"/>`,
    `<rect x="95" y="118" width="210" height="144" rx="4" fill="${palette.accent}"/>`,
    `<rect x="112" y="150" width="176" height="70" rx="6" fill="#ffffff"/>`,
    text(200, 195, detail || '—', { size: fitSize(detail, 160, 30), fill: INK, weight: 800 }),
  ].join('');
}

/** A tube of TIG filler rods. */
export function rodTube({ palette, detail }: ShapeContext): string {
  const rods = [176, 188, 200, 212, 224].map(
    (x, i) =>
      `<line x1="${x}" y1="${30 + (i % 2) * 10}" x2="${x}" y2="80" stroke="${STEEL}" stroke-width="4"/>`,
  );
  return [
    ...rods,
    `<rect x="160" y="70" width="80" height="200" rx="12" fill="${palette.accent}"/>`,
    `<rect x="152" y="64" width="96" height="22" rx="8" fill="${palette.dark}"/>`,
    `<rect x="163" y="130" width="74" height="80" rx="5" fill="#ffffff"/>`,
    text(200, 176, detail || '—', { size: fitSize(detail, 66, 18, 0.68), fill: INK, weight: 800 }),
  ].join('');
}

/** Tungsten electrodes with the colour-coded tip of their class. */
export function tungsten(_context: ShapeContext, tip: string): string {
  return [130, 165, 200, 235, 270]
    .map((x, i) => {
      const top = 50 + (i % 2) * 16;
      return (
        `<rect x="${x - 7}" y="${top}" width="14" height="200" rx="2" fill="#9aa1a9"/>` +
        `<rect x="${x - 7}" y="${top}" width="14" height="26" rx="2" fill="${tip}" stroke="#6b7480" stroke-width="1"/>` +
        `<path d="M${x - 7} ${top + 200} L${x} ${top + 222} L${x + 7} ${top + 200} Z" fill="#7d848c"/>`
      );
    })
    .join('');
}

/** A bonded disc; a grinding disc shows its thickness. */
export function disc({ palette, detail }: ShapeContext, thick: boolean): string {
  return [
    thick ? `<circle cx="206" cy="168" r="118" fill="#22262c"/>` : '',
    `<circle cx="200" cy="160" r="118" fill="#3a3f47"/>`,
    `<circle cx="200" cy="160" r="84" fill="${palette.accent}"/>`,
    `<circle cx="200" cy="160" r="54" fill="#ffffff"/>`,
    `<circle cx="200" cy="160" r="30" fill="${STEEL}"/>`,
    `<circle cx="200" cy="160" r="16" fill="#ffffff"/>`,
    detail ? text(200, 118, detail, { size: 15, fill: '#ffffff', weight: 700 }) : '',
  ].join('');
}

/** A flap disc: overlapping abrasive flaps around the hub. */
export function flapDisc({ palette }: ShapeContext): string {
  const flaps = Array.from({ length: 24 }, (_, i) => {
    const angle = (i * 15 * Math.PI) / 180;
    const x1 = 200 + Math.cos(angle) * 50;
    const y1 = 160 + Math.sin(angle) * 50;
    const x2 = 200 + Math.cos(angle + 0.3) * 118;
    const y2 = 160 + Math.sin(angle + 0.3) * 118;
    const x3 = 200 + Math.cos(angle + 0.05) * 118;
    const y3 = 160 + Math.sin(angle + 0.05) * 118;
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)} L${x3.toFixed(1)} ${y3.toFixed(1)} Z" fill="${i % 2 ? '#7b5a3a' : '#94704a'}"/>`;
  });
  return [
    `<circle cx="200" cy="160" r="120" fill="#6b4e32"/>`,
    ...flaps,
    `<circle cx="200" cy="160" r="50" fill="${palette.accent}"/>`,
    `<circle cx="200" cy="160" r="16" fill="#ffffff"/>`,
  ].join('');
}

/** A wire brush: steel bristles round a hub. */
export function brush({ palette }: ShapeContext): string {
  const bristles = Array.from({ length: 72 }, (_, i) => {
    const angle = (i * 5 * Math.PI) / 180;
    const x1 = 200 + Math.cos(angle) * 52;
    const y1 = 160 + Math.sin(angle) * 52;
    const x2 = 200 + Math.cos(angle) * (104 + (i % 3) * 6);
    const y2 = 160 + Math.sin(angle) * (104 + (i % 3) * 6);
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#8d959e" stroke-width="3"/>`;
  });
  return [
    ...bristles,
    `<circle cx="200" cy="160" r="56" fill="${palette.accent}"/>`,
    `<circle cx="200" cy="160" r="18" fill="${RUBBER}"/>`,
  ].join('');
}

export function spray({ palette }: ShapeContext): string {
  return [
    `<rect x="190" y="38" width="20" height="18" rx="3" fill="${RUBBER}"/>`,
    `<path d="M160 90 Q160 56 200 56 Q240 56 240 90 Z" fill="${STEEL}"/>`,
    `<rect x="150" y="88" width="100" height="180" rx="12" fill="${palette.accent}"/>`,
    `<rect x="150" y="140" width="100" height="70" fill="#ffffff"/>`,
    `<path d="M214 44 L250 34 M214 47 L252 47 M214 50 L250 60" stroke="#9aa3ad" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}

export function packageBox({ palette, detail }: ShapeContext): string {
  return [
    `<path d="M90 110 L130 80 H330 L290 110 Z" fill="${palette.light}"/>`,
    `<path d="M290 110 L330 80 V230 L290 260 Z" fill="${palette.dark}"/>`,
    `<rect x="90" y="110" width="200" height="150" rx="4" fill="${palette.accent}"/>`,
    `<rect x="176" y="110" width="28" height="150" fill="#ffffff" opacity="0.35"/>`,
    detail ? text(190, 200, detail, { size: fitSize(detail, 150, 24), fill: '#ffffff', weight: 800 }) : '',
  ].join('');
}
