// Machines: welders and plasma cutters (a box with a display, knobs and sockets), wire
// feeders, cooling units, fume extractors, regulators and trolleys. Drawn in a 400 × 290 area.
import { BRASS, INK, RUBBER, STEEL, type ShapeContext } from './shape-context.ts';
import { text } from './svg.ts';

function knob(cx: number, cy: number, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  const x = cx + Math.cos(rad) * 12;
  const y = cy + Math.sin(rad) * 12;
  return (
    `<circle cx="${cx}" cy="${cy}" r="17" fill="#d5dae0" stroke="#6b7480" stroke-width="2"/>` +
    `<line x1="${cx}" y1="${cy}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`
  );
}

function socket(cx: number, cy: number, sign: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="13" fill="${RUBBER}"/><circle cx="${cx}" cy="${cy}" r="6" fill="#c9a227"/>` +
    text(cx, cy - 18, sign, { size: 14, fill: '#ffffff', weight: 700 })
  );
}

/** A welding machine or plasma cutter: the process printed on its panel, the amperage on its display. */
export function welder({ palette, display }: ShapeContext, process: string): string {
  return [
    `<path d="M150 78 V58 Q150 48 160 48 H240 Q250 48 250 58 V78" fill="none" stroke="${RUBBER}" stroke-width="10" stroke-linecap="round"/>`,
    `<rect x="70" y="74" width="260" height="190" rx="16" fill="${palette.accent}"/>`,
    `<rect x="70" y="74" width="260" height="18" rx="9" fill="#ffffff" opacity="0.18"/>`,
    `<rect x="88" y="96" width="224" height="112" rx="8" fill="${INK}"/>`,
    `<rect x="102" y="108" width="96" height="44" rx="4" fill="#0b0f14"/>`,
    text(150, 140, display || '---', { size: 28, fill: '#5ef38c', mono: true, weight: 700 }),
    text(150, 188, process, { size: process.length > 8 ? 13 : 16, fill: '#ffffff', weight: 700 }),
    knob(238, 130, -40),
    knob(282, 130, 200),
    `<rect x="222" y="166" width="76" height="10" rx="5" fill="${palette.light}"/>`,
    `<rect x="222" y="184" width="50" height="10" rx="5" fill="#5a636e"/>`,
    socket(118, 236, '+'),
    socket(162, 236, '−'),
    `<circle cx="270" cy="236" r="17" fill="${RUBBER}"/><circle cx="270" cy="236" r="9" fill="${STEEL}"/>`,
    `<rect x="90" y="262" width="44" height="10" rx="3" fill="${RUBBER}"/>`,
    `<rect x="266" y="262" width="44" height="10" rx="3" fill="${RUBBER}"/>`,
  ].join('');
}

/** A separate wire feeder: a box with the spool seen through its window. */
export function feeder({ palette }: ShapeContext): string {
  return [
    `<rect x="100" y="70" width="200" height="180" rx="14" fill="${palette.accent}"/>`,
    `<rect x="118" y="88" width="164" height="120" rx="10" fill="#dfe6ee" stroke="${palette.dark}" stroke-width="3"/>`,
    `<circle cx="200" cy="148" r="48" fill="#b8733a"/><circle cx="200" cy="148" r="18" fill="${RUBBER}"/>`,
    `<circle cx="200" cy="148" r="40" fill="none" stroke="#8f5227" stroke-width="2" opacity="0.6"/>`,
    `<rect x="128" y="218" width="70" height="18" rx="4" fill="${RUBBER}"/>`,
    `<circle cx="255" cy="227" r="12" fill="${RUBBER}"/><circle cx="255" cy="227" r="6" fill="${STEEL}"/>`,
    `<circle cx="125" cy="262" r="12" fill="${RUBBER}"/><circle cx="275" cy="262" r="12" fill="${RUBBER}"/>`,
  ].join('');
}

/** A cooling unit: the coolant tank and a drop. */
export function cooler({ palette }: ShapeContext): string {
  return [
    `<rect x="80" y="110" width="240" height="140" rx="14" fill="${palette.accent}"/>`,
    `<rect x="100" y="130" width="110" height="96" rx="8" fill="#d7ecfb" stroke="${palette.dark}" stroke-width="3"/>`,
    `<rect x="100" y="170" width="110" height="56" rx="8" fill="#3d8fd6" opacity="0.75"/>`,
    `<path d="M265 140 C250 165 242 178 242 190 A23 23 0 0 0 288 190 C288 178 280 165 265 140 Z" fill="#3d8fd6" stroke="#ffffff" stroke-width="3"/>`,
    `<circle cx="110" cy="262" r="12" fill="${RUBBER}"/><circle cx="290" cy="262" r="12" fill="${RUBBER}"/>`,
  ].join('');
}

/** A mobile fume extractor with its arm and hood. */
export function extractor({ palette }: ShapeContext): string {
  return [
    `<rect x="90" y="150" width="150" height="105" rx="12" fill="${palette.accent}"/>`,
    `<rect x="106" y="168" width="118" height="12" rx="6" fill="#ffffff" opacity="0.5"/>`,
    `<rect x="106" y="188" width="118" height="12" rx="6" fill="#ffffff" opacity="0.5"/>`,
    `<circle cx="110" cy="262" r="13" fill="${RUBBER}"/><circle cx="222" cy="262" r="13" fill="${RUBBER}"/>`,
    `<path d="M200 150 L200 70 L300 60 L320 120" fill="none" stroke="${STEEL}" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<circle cx="200" cy="70" r="10" fill="${RUBBER}"/><circle cx="300" cy="60" r="10" fill="${RUBBER}"/>`,
    `<path d="M292 122 H348 L360 160 H280 Z" fill="${palette.dark}"/>`,
  ].join('');
}

function gauge(cx: number, cy: number, r: number, needle: number): string {
  const rad = (needle * Math.PI) / 180;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" stroke="${RUBBER}" stroke-width="6"/>` +
    `<path d="M${cx - r * 0.7} ${cy + r * 0.35} A${r * 0.78} ${r * 0.78} 0 1 1 ${cx + r * 0.7} ${cy + r * 0.35}" fill="none" stroke="#c0392b" stroke-width="4" stroke-dasharray="3 5"/>` +
    `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(rad) * r * 0.7).toFixed(1)}" y2="${(cy + Math.sin(rad) * r * 0.7).toFixed(1)}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="5" fill="${INK}"/>`
  );
}

/** A pressure regulator with two gauges, or a flowmeter tube alone. */
export function regulator(_context: ShapeContext, flowmeterOnly: boolean): string {
  if (flowmeterOnly) {
    return [
      `<rect x="175" y="50" width="50" height="200" rx="14" fill="#e8f4ff" stroke="${RUBBER}" stroke-width="5"/>`,
      ...[80, 110, 140, 170, 200].map(
        (y) => `<line x1="180" y1="${y}" x2="196" y2="${y}" stroke="${RUBBER}" stroke-width="3"/>`,
      ),
      `<circle cx="200" cy="150" r="12" fill="#c0392b"/>`,
      `<rect x="160" y="250" width="80" height="24" rx="6" fill="${BRASS}"/>`,
    ].join('');
  }
  return [
    `<rect x="100" y="168" width="70" height="30" rx="5" fill="#b08d1e"/>`,
    `<rect x="165" y="150" width="70" height="66" rx="10" fill="${BRASS}"/>`,
    `<rect x="235" y="174" width="58" height="18" rx="4" fill="#b08d1e"/>`,
    `<rect x="183" y="216" width="34" height="48" rx="8" fill="${RUBBER}"/>`,
    `<line x1="200" y1="150" x2="150" y2="120" stroke="#b08d1e" stroke-width="12"/>`,
    `<line x1="200" y1="150" x2="256" y2="120" stroke="#b08d1e" stroke-width="12"/>`,
    gauge(140, 100, 44, -60),
    gauge(262, 100, 44, -130),
  ].join('');
}

/** A two-wheeled trolley carrying a cylinder. */
export function trolley({ palette }: ShapeContext): string {
  return [
    `<rect x="170" y="50" width="58" height="170" rx="26" fill="#59636e"/>`,
    `<rect x="170" y="50" width="58" height="40" rx="20" fill="#59b34a"/>`,
    `<path d="M140 40 V240 H300" fill="none" stroke="${palette.accent}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<line x1="140" y1="120" x2="240" y2="120" stroke="${palette.accent}" stroke-width="8"/>`,
    `<circle cx="170" cy="252" r="24" fill="${RUBBER}"/><circle cx="170" cy="252" r="9" fill="${STEEL}"/>`,
    `<circle cx="280" cy="252" r="24" fill="${RUBBER}"/><circle cx="280" cy="252" r="9" fill="${STEEL}"/>`,
  ].join('');
}
