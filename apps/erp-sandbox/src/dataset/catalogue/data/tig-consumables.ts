// TIG consumables: filler rods (steel, stainless, aluminium) in tubes of one-metre rods, and
// tungsten electrodes of every EN ISO 6848 grade, priced each and sold in boxes of ten.
// Codes read <line>-<diameter × 10>: TUN-WL20-24 is a 2.4 mm lanthanated tungsten.
import {
  SMALL_PART_BREAKS,
  SPOOL_BREAKS,
  dc,
  de,
  names,
  type Names,
  type ProductDraft,
} from '../product-draft.ts';

/** Catalan elides "de" before a number read with a vowel: "d'1 kg", "d'11 kg", but "de 2 kg". */
const caDe = (text: string) => (/^(1|11)(\D|$)/.test(text) ? `d'${text}` : `de ${text}`);

const mm = (value: number, lang: 'ca' | 'es' | 'en') => (lang === 'en' ? de(value) : dc(value));
const kgText = (kg: number, lang: 'ca' | 'es' | 'en') => `${Number.isInteger(kg) ? kg : mm(kg, lang)} kg`;

const code = (prefix: string, diameter: number) => `${prefix}${Math.round(diameter * 10)}`;

interface RodLine {
  prefix: string;
  quality: string;
  standards: readonly string[];
  brand: 'Soldanova' | 'Weldmark';
  /** The name up to the size, e.g. "Varilla TIG ER70S-6". */
  label: Names;
  use: Names;
  /** kg per tube */
  kg: number;
  /** [diameter mm, base price in euros of one tube] */
  sizes: readonly (readonly [number, number])[];
}

const ROD_LENGTH = 1000;

function rodLine(line: RodLine): ProductDraft[] {
  const kg = (lang: 'ca' | 'es' | 'en') => kgText(line.kg, lang);
  return line.sizes.map(([diameter, price]) => ({
    codigo: code(line.prefix, diameter),
    tipo: 'consumable',
    codigoSubfamilia: 'VAR-TIG',
    nombres: names(
      `${line.label.ca} ${mm(diameter, 'ca')} × ${ROD_LENGTH} mm, tub ${caDe(kg('ca'))}`,
      `${line.label.es} ${mm(diameter, 'es')} × ${ROD_LENGTH} mm, tubo de ${kg('es')}`,
      `${line.label.en} ${mm(diameter, 'en')} × ${ROD_LENGTH} mm, ${kg('en')} tube`,
    ),
    descripciones: names(
      `${line.use.ca} Tub ${caDe(kg('ca'))} amb varetes d'un metre marcades una a una.`,
      `${line.use.es} Tubo de ${kg('es')} con varillas de un metro marcadas una a una.`,
      `${line.use.en} ${kg('en')} tube of one-metre rods, each one stamped with its grade.`,
    ),
    price,
    breaks: SPOOL_BREAKS,
    attributes: {
      quality: line.quality,
      standard: line.standards,
      diameter: `${de(diameter)} mm`,
      brand: line.brand,
    },
  }));
}

interface TungstenGrade {
  quality: 'WL20' | 'WC20' | 'WT20' | 'WZ8' | 'E3';
  use: Names;
  /** [diameter mm, base price in euros of one electrode] */
  sizes: readonly (readonly [number, number])[];
}

/** Tungsten electrodes come in boxes of ten; the shop sells whole boxes and prices one. */
const TUNGSTEN_BOX = 10;
const TUNGSTEN_LENGTH = 175;

function tungstenGrade(grade: TungstenGrade): ProductDraft[] {
  return grade.sizes.map(([diameter, price]) => ({
    codigo: code(`TUN-${grade.quality}-`, diameter),
    tipo: 'consumable',
    codigoSubfamilia: 'VAR-TUN',
    nombres: names(
      `Elèctrode de tungstè ${grade.quality} ${mm(diameter, 'ca')} × ${TUNGSTEN_LENGTH} mm`,
      `Electrodo de tungsteno ${grade.quality} ${mm(diameter, 'es')} × ${TUNGSTEN_LENGTH} mm`,
      `${grade.quality} tungsten electrode ${mm(diameter, 'en')} × ${TUNGSTEN_LENGTH} mm`,
    ),
    descripciones: names(
      `${grade.use.ca} Preu per unitat; es ven en capses de ${TUNGSTEN_BOX}.`,
      `${grade.use.es} Precio por unidad; se vende en cajas de ${TUNGSTEN_BOX}.`,
      `${grade.use.en} Priced each, sold in boxes of ${TUNGSTEN_BOX}.`,
    ),
    price,
    breaks: SMALL_PART_BREAKS,
    lote: TUNGSTEN_BOX,
    attributes: {
      quality: grade.quality,
      standard: 'EN ISO 6848',
      diameter: `${de(diameter)} mm`,
      brand: 'Weldmark',
    },
  }));
}

export const TIG_CONSUMABLES: readonly ProductDraft[] = [
  ...rodLine({
    prefix: 'VT-ER70S6-',
    quality: 'ER70S-6',
    standards: ['EN ISO 636-A', 'AWS A5.18'],
    brand: 'Soldanova',
    label: names('Vareta TIG ER70S-6', 'Varilla TIG ER70S-6', 'ER70S-6 TIG rod'),
    use: names(
      "Vareta d'acer recoberta de coure per soldar en TIG acer al carboni i canonades, amb un bany net i fluid.",
      'Varilla de acero cobreada para soldar en TIG acero al carbono y tuberías, con un baño limpio y fluido.',
      'Copper-coated steel rod for TIG welding carbon steel and pipework, with a clean, fluid pool.',
    ),
    kg: 5,
    sizes: [
      [1.6, 52],
      [2.0, 48],
      [2.4, 46],
      [3.2, 45],
    ],
  }),
  ...rodLine({
    prefix: 'VT-ER308L-',
    quality: 'ER308L',
    standards: ['EN ISO 14343-A', 'AWS A5.9'],
    brand: 'Soldanova',
    label: names('Vareta TIG inoxidable ER308L', 'Varilla TIG inoxidable ER308L', 'ER308L stainless TIG rod'),
    use: names(
      'Vareta inoxidable de baix carboni per soldar en TIG acers AISI 304 i 304L.',
      'Varilla inoxidable de bajo carbono para soldar en TIG aceros AISI 304 y 304L.',
      'Low-carbon stainless rod for TIG welding AISI 304 and 304L steels.',
    ),
    kg: 5,
    sizes: [
      [1.6, 135],
      [2.0, 128],
      [2.4, 124],
    ],
  }),
  ...rodLine({
    prefix: 'VT-ER316L-',
    quality: 'ER316L',
    standards: ['EN ISO 14343-A', 'AWS A5.9'],
    brand: 'Soldanova',
    label: names('Vareta TIG inoxidable ER316L', 'Varilla TIG inoxidable ER316L', 'ER316L stainless TIG rod'),
    use: names(
      'Vareta inoxidable amb molibdè per soldar en TIG acers AISI 316 i 316L, resistent a la corrosió per clorurs.',
      'Varilla inoxidable al molibdeno para soldar en TIG aceros AISI 316 y 316L, resistente a la corrosión por cloruros.',
      'Molybdenum-bearing stainless rod for TIG welding AISI 316 and 316L steels, resistant to chloride corrosion.',
    ),
    kg: 5,
    sizes: [
      [1.6, 152],
      [2.4, 142],
    ],
  }),
  ...rodLine({
    prefix: 'VT-ER5356-',
    quality: '5356',
    standards: ['EN ISO 18273', 'AWS A5.10'],
    brand: 'Weldmark',
    label: names("Vareta TIG d'alumini 5356", 'Varilla TIG de aluminio 5356', '5356 aluminium TIG rod'),
    use: names(
      "Vareta d'alumini AlMg5 per soldar en TIG amb corrent altern aliatges de la sèrie 5000.",
      'Varilla de aluminio AlMg5 para soldar en TIG con corriente alterna aleaciones de la serie 5000.',
      'AlMg5 aluminium rod for AC TIG welding of 5000-series alloys.',
    ),
    kg: 2.5,
    sizes: [
      [1.6, 52],
      [2.4, 48],
      [3.2, 47],
    ],
  }),
  ...rodLine({
    prefix: 'VT-ER4043-',
    quality: '4043',
    standards: ['EN ISO 18273', 'AWS A5.10'],
    brand: 'Weldmark',
    label: names("Vareta TIG d'alumini 4043", 'Varilla TIG de aluminio 4043', '4043 aluminium TIG rod'),
    use: names(
      "Vareta d'alumini AlSi5 per reparar peces de fosa i soldar en TIG aliatges de la sèrie 6000.",
      'Varilla de aluminio AlSi5 para reparar piezas de fundición y soldar en TIG aleaciones de la serie 6000.',
      'AlSi5 aluminium rod for repairing castings and TIG welding 6000-series alloys.',
    ),
    kg: 2.5,
    sizes: [
      [2.4, 46],
      [3.2, 45],
    ],
  }),
  ...tungstenGrade({
    quality: 'WL20',
    use: names(
      'Tungstè amb un 2 % de lantani (punta blava), sense radioactivitat: encesa fàcil i llarga durada en DC i AC.',
      'Tungsteno con un 2 % de lantano (punta azul), sin radiactividad: cebado fácil y larga duración en DC y AC.',
      '2% lanthanated tungsten (blue tip), non-radioactive: easy arc starts and long life on DC and AC.',
    ),
    sizes: [
      [1.0, 2.6],
      [1.6, 3.1],
      [2.4, 4.4],
      [3.2, 6.9],
    ],
  }),
  ...tungstenGrade({
    quality: 'WC20',
    use: names(
      'Tungstè amb un 2 % de ceri (punta grisa), indicat per a intensitats baixes i soldadura orbital.',
      'Tungsteno con un 2 % de cerio (punta gris), indicado para intensidades bajas y soldadura orbital.',
      '2% ceriated tungsten (grey tip), suited to low currents and orbital welding.',
    ),
    sizes: [
      [1.6, 2.95],
      [2.4, 4.2],
      [3.2, 6.6],
    ],
  }),
  ...tungstenGrade({
    quality: 'WT20',
    use: names(
      'Tungstè amb un 2 % de tori (punta vermella) per a DC; és lleugerament radioactiu i cal esmolar-lo amb aspiració.',
      'Tungsteno con un 2 % de torio (punta roja) para DC; es ligeramente radiactivo y debe afilarse con aspiración.',
      '2% thoriated tungsten (red tip) for DC; slightly radioactive, so grind it under extraction.',
    ),
    sizes: [
      [1.6, 2.65],
      [2.4, 3.75],
      [3.2, 5.9],
    ],
  }),
  ...tungstenGrade({
    quality: 'WZ8',
    use: names(
      'Tungstè amb un 0,8 % de zirconi (punta blanca) per a corrent altern: manté una punta arrodonida estable en soldar alumini.',
      'Tungsteno con un 0,8 % de circonio (punta blanca) para corriente alterna: mantiene una punta redondeada estable al soldar aluminio.',
      '0.8% zirconiated tungsten (white tip) for AC: holds a stable balled tip when welding aluminium.',
    ),
    sizes: [
      [1.6, 3.25],
      [2.4, 4.6],
      [3.2, 7.2],
    ],
  }),
  ...tungstenGrade({
    quality: 'E3',
    use: names(
      'Tungstè amb terres rares (punta morada), polivalent en DC i AC i sense radioactivitat.',
      'Tungsteno con tierras raras (punta morada), polivalente en DC y AC y sin radiactividad.',
      'Rare-earth tungsten (purple tip), versatile on DC and AC and non-radioactive.',
    ),
    sizes: [
      [1.0, 2.95],
      [1.6, 3.55],
      [2.4, 5.1],
    ],
  }),
];
