// Gas cylinders, their shoulder in the EN 1089-3 colour of the gas, and the oxy-fuel pair.
import { gasColours } from './picture-palette.ts';
import { INK, RUBBER, STEEL, type ShapeContext } from './shape-context.ts';
import { text } from './svg.ts';

function cylinderAt(cx: number, top: number, width: number, height: number, gas: string): string {
  const { shoulder, label } = gasColours(gas);
  const left = cx - width / 2;
  const right = cx + width / 2;
  const shoulderBottom = top + width * 0.75;
  return [
    `<rect x="${cx - 11}" y="${top - 30}" width="22" height="34" rx="3" fill="${STEEL}"/>`,
    `<rect x="${cx - 24}" y="${top - 38}" width="48" height="11" rx="5" fill="${RUBBER}"/>`,
    `<rect x="${cx + 10}" y="${top - 20}" width="16" height="9" rx="2" fill="${STEEL}"/>`,
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" rx="${width / 2.4}" fill="#59636e"/>`,
    `<path d="M${left} ${shoulderBottom} V${top + width / 2.4} Q${left} ${top} ${cx} ${top} Q${right} ${top} ${right} ${top + width / 2.4} V${shoulderBottom} Z" fill="${shoulder}" stroke="${shoulder === '#f4f6f8' ? '#c3c9d0' : shoulder}" stroke-width="2"/>`,
    `<rect x="${left + 6}" y="${top + height * 0.52}" width="${width - 12}" height="34" rx="4" fill="#ffffff"/>`,
    text(cx, top + height * 0.52 + 24, label, { size: label.length > 4 ? 13 : 17, fill: INK, weight: 700 }),
  ].join('');
}

export function cylinder(_context: ShapeContext, gas: string): string {
  return cylinderAt(200, 70, 84, 205, gas);
}

/** Oxygen and acetylene side by side, their hoses running off to the torch. */
export function cylinderPair(_context: ShapeContext): string {
  return [
    cylinderAt(140, 80, 66, 190, 'O2'),
    cylinderAt(250, 80, 66, 190, 'C2H2'),
    `<path d="M166 64 C210 20 320 30 350 110" fill="none" stroke="#2f6fd1" stroke-width="6"/>`,
    `<path d="M276 64 C300 40 340 60 356 110" fill="none" stroke="#c8372d" stroke-width="6"/>`,
    `<rect x="340" y="108" width="26" height="70" rx="6" fill="${RUBBER}"/>`,
  ].join('');
}
