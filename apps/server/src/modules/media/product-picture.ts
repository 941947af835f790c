// Renders a product's picture as SVG from its catalogue data: a drawing of what it is (see
// picture-kind.ts) on a card in its family's colours, with the brand and the code printed
// below. View 2 of a machine is its rating plate. Pure and deterministic: the same product
// gives the same bytes, which is what the ETag relies on.
import { paletteFor, type Palette } from './picture-palette.ts';
import { pictureKind, type PictureKind, type PictureSubject } from './picture-kind.ts';
import { INK, type ShapeContext } from './shape-context.ts';
import { cylinder, cylinderPair } from './shapes-gas.ts';
import {
  brush,
  disc,
  electrodeBox,
  flapDisc,
  packageBox,
  rodTube,
  spool,
  spray,
  tungsten,
} from './shapes-consumables.ts';
import { cooler, extractor, feeder, regulator, trolley, welder } from './shapes-machines.ts';
import { curtain, glove, helmet, jacket, lens, mask } from './shapes-protection.ts';
import { calendar, certificate, gauge, toolbox, wrench } from './shapes-services.ts';
import { clamp, coil, contactTip, driveRoll, filter, nozzle, smallPart, torch } from './shapes-torches.ts';
import { escapeXml, fitSize, text } from './svg.ts';

export type PictureView = 1 | 2;

function drawing(kind: PictureKind, context: ShapeContext): string {
  switch (kind.shape) {
    case 'welder':
      return welder(context, kind.process);
    case 'feeder':
      return feeder(context);
    case 'cooler':
      return cooler(context);
    case 'extractor':
      return extractor(context);
    case 'cylinder':
      return cylinder(context, kind.gas);
    case 'cylinderPair':
      return cylinderPair(context);
    case 'regulator':
      return regulator(context, kind.flowmeterOnly);
    case 'spool':
      return spool(context, kind.material);
    case 'electrodeBox':
      return electrodeBox(context, kind.coating);
    case 'rodTube':
      return rodTube(context);
    case 'tungsten':
      return tungsten(context, kind.tip);
    case 'torch':
      return torch(context, kind.style);
    case 'contactTip':
      return contactTip();
    case 'nozzle':
      return nozzle(context, kind.ceramic);
    case 'smallPart':
      return smallPart();
    case 'coil':
      return coil(context, kind.colours, kind.thickness);
    case 'driveRoll':
      return driveRoll(context, kind.knurled);
    case 'clamp':
      return clamp(context);
    case 'trolley':
      return trolley(context);
    case 'spray':
      return spray(context);
    case 'toolbox':
      return toolbox(context);
    case 'helmet':
      return helmet(context, kind.autoDarkening);
    case 'glove':
      return glove();
    case 'jacket':
      return jacket(context, kind.leather);
    case 'curtain':
      return curtain(context, kind.colour);
    case 'mask':
      return mask(context);
    case 'lens':
      return lens();
    case 'filter':
      return filter();
    case 'disc':
      return disc(context, kind.thick);
    case 'flapDisc':
      return flapDisc(context);
    case 'brush':
      return brush(context);
    case 'wrench':
      return wrench(context);
    case 'certificate':
      return certificate(context);
    case 'calendar':
      return calendar(context);
    case 'gauge':
      return gauge(context);
    case 'package':
      return packageBox(context);
  }
}

const first = (subject: PictureSubject, code: string) => subject.attributes[code]?.[0] ?? '';

/** The card's lower band: brand (or nothing, for services), code and one key figure. */
function footer(subject: PictureSubject, palette: Palette): string {
  const brand = first(subject, 'brand');
  const chip = first(subject, 'amperage') || first(subject, 'diameter') || first(subject, 'quality');
  const chipWidth = chip ? Math.max(64, chip.length * 10 + 24) : 0;
  const codeWidth = 352 - (brand ? 0 : chipWidth);
  return [
    `<path d="M0 300 H400 V376 Q400 400 376 400 H24 Q0 400 0 376 Z" fill="#ffffff"/>`,
    `<rect x="0" y="300" width="400" height="5" fill="${palette.accent}"/>`,
    brand
      ? text(24, 340, brand, {
          size: fitSize(brand, 352 - chipWidth, 24, 0.62),
          fill: palette.accent,
          weight: 800,
          anchor: 'start',
        })
      : '',
    text(24, brand ? 375 : 360, subject.codigo, {
      size: fitSize(subject.codigo, codeWidth, brand ? 20 : 26),
      fill: INK,
      mono: true,
      anchor: 'start',
      weight: 600,
    }),
    chip
      ? `<rect x="${376 - chipWidth}" y="${brand ? 318 : 336}" width="${chipWidth}" height="30" rx="15" fill="${palette.tint}" stroke="${palette.accent}" stroke-width="2"/>` +
        text(376 - chipWidth / 2, brand ? 339 : 357, chip, { size: 15, fill: palette.dark, weight: 700 })
      : '',
  ].join('');
}

/** A machine's rating plate: what a buyer checks against the workshop's supply. */
function ratingPlate(subject: PictureSubject, palette: Palette): string {
  const rows = [
    subject.codigo,
    first(subject, 'amperage') && `I2 max ${first(subject, 'amperage')}`,
    first(subject, 'phase') && `U1 ${first(subject, 'phase')}`,
    ...(subject.attributes.standard ?? []),
    'IP23S',
  ].filter(Boolean);
  const rivets = [
    [62, 52],
    [338, 52],
    [62, 268],
    [338, 268],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#9aa3ad" stroke="#6b7480" stroke-width="2"/>`)
    .join('');
  return [
    `<rect x="46" y="40" width="308" height="240" rx="10" fill="#dfe3e8" stroke="#9aa3ad" stroke-width="3"/>`,
    `<rect x="46" y="64" width="308" height="40" fill="${palette.accent}"/>`,
    text(200, 91, first(subject, 'brand') || subject.codigo, { size: 22, fill: '#ffffff', weight: 800 }),
    ...rows
      .slice(0, 6)
      .map((row, i) =>
        text(70, 132 + i * 24, row, { size: fitSize(row, 260, 16), fill: INK, mono: true, anchor: 'start' }),
      ),
    text(318, 262, 'CE', { size: 26, fill: INK, weight: 800, anchor: 'end' }),
    rivets,
  ].join('');
}

export function renderProductPicture(subject: PictureSubject, view: PictureView = 1): string {
  const palette = paletteFor(subject.codigoFamilia, subject.tipo);
  const context: ShapeContext = {
    palette,
    display: first(subject, 'amperage').replace(/\D+/g, ''),
    detail: first(subject, 'quality') || first(subject, 'diameter'),
  };
  const body = view === 2 ? ratingPlate(subject, palette) : drawing(pictureKind(subject), context);
  const label = escapeXml(subject.nombre);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect width="400" height="400" rx="24" fill="${palette.tint}"/>` +
    body +
    footer(subject, palette) +
    `</svg>`
  );
}
