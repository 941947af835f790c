// Services and general items: a wrench for repairs, a certificate for approvals, procedures and
// training, a calendar for maintenance, a gauge for calibration, a toolbox for workshop items.
import { INK, RUBBER, STEEL, type ShapeContext } from './shape-context.ts';

function gear(cx: number, cy: number, r: number, colour: string): string {
  const teeth = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${cx - 9}" y="${cy - r - 12}" width="18" height="24" rx="3" fill="${colour}" transform="rotate(${i * 45} ${cx} ${cy})"/>`,
  );
  return `${teeth.join('')}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="#ffffff"/>`;
}

export function wrench({ palette }: ShapeContext): string {
  return [
    gear(270, 110, 46, palette.light),
    `<g transform="translate(190 170) rotate(-40)">`,
    `<rect x="-130" y="-17" width="190" height="34" rx="17" fill="${palette.accent}"/>`,
    `<circle cx="80" cy="0" r="46" fill="${palette.accent}"/>`,
    `<rect x="80" y="-16" width="60" height="32" fill="${palette.tint}"/>`,
    `<circle cx="-118" cy="0" r="9" fill="${palette.tint}"/>`,
    `</g>`,
  ].join('');
}

export function certificate({ palette }: ShapeContext): string {
  const lines = [118, 140, 162, 184].map(
    (y, i) => `<rect x="134" y="${y}" width="${i === 3 ? 80 : 132}" height="8" rx="4" fill="#cfd5db"/>`,
  );
  return [
    `<rect x="110" y="44" width="180" height="228" rx="8" fill="#ffffff" stroke="#cfd5db" stroke-width="3"/>`,
    `<rect x="110" y="44" width="180" height="46" rx="8" fill="${palette.accent}"/>`,
    `<rect x="150" y="62" width="100" height="10" rx="5" fill="#ffffff" opacity="0.8"/>`,
    ...lines,
    `<path d="M236 236 L226 286 L246 274 L262 290 L264 238 Z" fill="#b8860b"/>`,
    `<circle cx="250" cy="226" r="30" fill="#d4a017"/>`,
    `<path d="M236 226 L246 236 L266 214" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

export function calendar({ palette }: ShapeContext): string {
  const cells = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${124 + (i % 4) * 40}" y="${124 + Math.floor(i / 4) * 40}" width="30" height="28" rx="4" fill="${i === 6 ? palette.light : '#e6e9ed'}"/>`,
  );
  return [
    `<rect x="104" y="62" width="192" height="206" rx="12" fill="#ffffff" stroke="#cfd5db" stroke-width="3"/>`,
    `<rect x="104" y="62" width="192" height="48" rx="12" fill="${palette.accent}"/>`,
    `<rect x="140" y="46" width="12" height="32" rx="6" fill="${RUBBER}"/><rect x="248" y="46" width="12" height="32" rx="6" fill="${RUBBER}"/>`,
    ...cells,
    `<path d="M208 176 L220 190 L246 160" fill="none" stroke="#2f7d4f" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

export function gauge({ palette }: ShapeContext): string {
  const ticks = Array.from({ length: 11 }, (_, i) => {
    const a = Math.PI + (i * Math.PI) / 10;
    return `<line x1="${(200 + Math.cos(a) * 96).toFixed(1)}" y1="${(190 + Math.sin(a) * 96).toFixed(1)}" x2="${(200 + Math.cos(a) * 116).toFixed(1)}" y2="${(190 + Math.sin(a) * 116).toFixed(1)}" stroke="${INK}" stroke-width="${i % 5 ? 3 : 6}"/>`;
  });
  return [
    `<path d="M70 190 A130 130 0 0 1 330 190 Z" fill="#ffffff" stroke="${palette.accent}" stroke-width="10"/>`,
    ...ticks,
    `<line x1="200" y1="190" x2="258" y2="112" stroke="#c0392b" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="200" cy="190" r="12" fill="${INK}"/>`,
    `<circle cx="300" cy="238" r="34" fill="#2f7d4f"/>`,
    `<path d="M284 238 L296 250 L318 226" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

export function toolbox({ palette }: ShapeContext): string {
  return [
    `<path d="M160 110 V84 Q160 72 172 72 H228 Q240 72 240 84 V110" fill="none" stroke="${RUBBER}" stroke-width="12"/>`,
    `<rect x="80" y="108" width="240" height="54" rx="8" fill="${palette.dark}"/>`,
    `<rect x="80" y="156" width="240" height="110" rx="8" fill="${palette.accent}"/>`,
    `<rect x="184" y="146" width="32" height="22" rx="4" fill="${STEEL}"/>`,
  ].join('');
}
