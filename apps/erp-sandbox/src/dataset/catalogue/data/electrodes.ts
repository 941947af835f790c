// Covered (stick) electrodes: rutile E6013, basic E7018, cellulosic E6010, stainless E308L/E316L/
// E309L and nickel-iron for cast iron. One unit is one box; the carbon steel boxes are sold by
// cartons of five. Codes read <line>-<diameter × 10>: ELR-6013-32 is a box of 3.2 mm E6013.
import { dc, de, names, type Names, type ProductDraft, SPOOL_BREAKS } from '../product-draft.ts';

/** Catalan elides "de" before a number read with a vowel: "d'1 kg", "d'11 kg", but "de 2 kg". */
const caDe = (text: string) => (/^(1|11)(\D|$)/.test(text) ? `d'${text}` : `de ${text}`);

/** Boxes a carbon steel carton holds: the electrodes are ordered by whole cartons. */
const CARTON = 5;

type Pack = 'box' | 'carton' | 'blister' | 'vacuum';

interface ElectrodeLine {
  /** Code prefix, up to the diameter: 'ELR-6013-'. */
  prefix: string;
  /** Appended after the diameter, e.g. '-BL' for blister packs. */
  suffix?: string;
  subfamily: string;
  quality: string;
  type?: 'Rutile' | 'Basic coating' | 'Cellulosic';
  standards: readonly string[];
  brand: 'Soldanova' | 'Weldmark';
  /** The name up to the size, e.g. "Electrodos de rutilo E6013". */
  label: Names;
  /** What the electrode is for: the first sentence of every description of the line. */
  use: Names;
  pack: Pack;
  /** [diameter mm, length mm, kg per box (or electrodes per blister), base price in euros] */
  sizes: readonly (readonly [number, number, number, number])[];
}

const kgText = (kg: number, lang: 'ca' | 'es' | 'en') =>
  `${Number.isInteger(kg) ? kg : lang === 'en' ? de(kg) : dc(kg)} kg`;

/** The name's ending and the description's second sentence for one way of packing. */
function packOf(pack: Pack, amount: number): { name: Names; sentence: Names } {
  const ca = kgText(amount, 'ca');
  const es = kgText(amount, 'es');
  const en = kgText(amount, 'en');
  switch (pack) {
    case 'carton':
      return {
        name: names(`capsa ${caDe(ca)}`, `caja de ${es}`, `${en} box`),
        sentence: names(
          `Capsa ${caDe(ca)}; es ven per cartrons de ${CARTON} capses.`,
          `Caja de ${es}; se vende por cartones de ${CARTON} cajas.`,
          `${en} box, sold by cartons of ${CARTON} boxes.`,
        ),
      };
    case 'box':
      return {
        name: names(`capsa ${caDe(ca)}`, `caja de ${es}`, `${en} box`),
        sentence: names(
          `Capsa hermètica ${caDe(ca)}, que protegeix el revestiment de la humitat.`,
          `Caja hermética de ${es}, que protege el revestimiento de la humedad.`,
          `${en} sealed box that keeps moisture away from the coating.`,
        ),
      };
    case 'vacuum':
      return {
        name: names(`envàs al buit ${caDe(ca)}`, `envase al vacío de ${es}`, `${en} vacuum pack`),
        sentence: names(
          `Envàs al buit ${caDe(ca)}: es fa servir tal com s'obre, sense haver de reassecar els elèctrodes.`,
          `Envase al vacío de ${es}: se usa tal como se abre, sin tener que resecar los electrodos.`,
          `${en} vacuum pack, ready to use as opened with no re-baking.`,
        ),
      };
    case 'blister':
      return {
        name: names(`blíster de ${amount}`, `blíster de ${amount}`, `blister of ${amount}`),
        sentence: names(
          `Blíster de ${amount} elèctrodes per a manteniment i petites reparacions.`,
          `Blíster de ${amount} electrodos para mantenimiento y pequeñas reparaciones.`,
          `Blister of ${amount} electrodes for maintenance and small repairs.`,
        ),
      };
  }
}

function electrodeLine(line: ElectrodeLine): ProductDraft[] {
  return line.sizes.map(([diameter, length, amount, price]) => {
    const pack = packOf(line.pack, amount);
    const size = (lang: 'ca' | 'es' | 'en') =>
      `${lang === 'en' ? de(diameter) : dc(diameter)} × ${length} mm`;
    return {
      codigo: `${line.prefix}${Math.round(diameter * 10)}${line.suffix ?? ''}`,
      tipo: 'consumable',
      codigoSubfamilia: line.subfamily,
      nombres: names(
        `${line.label.ca} ${size('ca')}, ${pack.name.ca}`,
        `${line.label.es} ${size('es')}, ${pack.name.es}`,
        `${line.label.en} ${size('en')}, ${pack.name.en}`,
      ),
      descripciones: names(
        `${line.use.ca} ${pack.sentence.ca}`,
        `${line.use.es} ${pack.sentence.es}`,
        `${line.use.en} ${pack.sentence.en}`,
      ),
      price,
      breaks: SPOOL_BREAKS,
      ...(line.pack === 'carton' ? { lote: CARTON } : {}),
      attributes: {
        ...(line.type ? { type: line.type } : {}),
        quality: line.quality,
        standard: line.standards,
        diameter: `${de(diameter)} mm`,
        brand: line.brand,
      },
    };
  });
}

const CARBON_STEEL = ['EN ISO 2560-A', 'AWS A5.1'] as const;
const STAINLESS = ['EN ISO 3581-A', 'AWS A5.4'] as const;

const RUTILE_LABEL = names(
  'Elèctrodes de rútil E6013',
  'Electrodos de rutilo E6013',
  'E6013 rutile electrodes',
);
const RUTILE_USE = names(
  "Elèctrode de rútil d'ús general per a acer al carboni, d'encesa fàcil i escòria que es desprèn sola; solda en totes les posicions amb corrent altern o continu.",
  'Electrodo de rutilo de uso general para acero al carbono, de cebado fácil y escoria autodesprendible; suelda en todas las posiciones con corriente alterna o continua.',
  'General-purpose rutile electrode for carbon steel, easy to strike, with self-releasing slag; welds in all positions on AC or DC.',
);
const BASIC_USE = names(
  'Elèctrode bàsic de baix hidrogen per a unions estructurals i acers de soldabilitat difícil, amb bona tenacitat fins a -40 °C.',
  'Electrodo básico de bajo hidrógeno para uniones estructurales y aceros de difícil soldabilidad, con buena tenacidad hasta -40 °C.',
  'Low-hydrogen basic electrode for structural joints and hard-to-weld steels, with good toughness down to -40 °C.',
);

export const ELECTRODES: readonly ProductDraft[] = [
  ...electrodeLine({
    prefix: 'ELR-6013-',
    subfamily: 'ELE-RUT',
    quality: 'E6013',
    type: 'Rutile',
    standards: CARBON_STEEL,
    brand: 'Soldanova',
    label: RUTILE_LABEL,
    use: RUTILE_USE,
    pack: 'carton',
    sizes: [
      [2.0, 300, 2.5, 14.9],
      [2.5, 350, 4, 19.9],
      [3.2, 350, 5, 23.9],
      [4.0, 450, 6, 27.5],
      [5.0, 450, 6, 27.9],
    ],
  }),
  ...electrodeLine({
    prefix: 'ELR-6013-',
    suffix: '-BL',
    subfamily: 'ELE-RUT',
    quality: 'E6013',
    type: 'Rutile',
    standards: CARBON_STEEL,
    brand: 'Weldmark',
    label: RUTILE_LABEL,
    use: RUTILE_USE,
    pack: 'blister',
    sizes: [
      [2.0, 300, 50, 6.5],
      [2.5, 350, 40, 7.2],
      [3.2, 350, 25, 7.9],
    ],
  }),
  ...electrodeLine({
    prefix: 'ELB-7018-',
    subfamily: 'ELE-BAS',
    quality: 'E7018',
    type: 'Basic coating',
    standards: CARBON_STEEL,
    brand: 'Soldanova',
    label: names('Elèctrodes bàsics E7018', 'Electrodos básicos E7018', 'E7018 basic electrodes'),
    use: BASIC_USE,
    pack: 'carton',
    sizes: [
      [2.0, 300, 2.5, 16.9],
      [2.5, 350, 4, 23.5],
      [3.2, 450, 5, 27.9],
      [4.0, 450, 6, 31.9],
      [5.0, 450, 6, 32.5],
    ],
  }),
  ...electrodeLine({
    prefix: 'ELB-7018H4-',
    subfamily: 'ELE-BAS',
    quality: 'E7018',
    type: 'Basic coating',
    standards: CARBON_STEEL,
    brand: 'Weldmark',
    label: names('Elèctrodes bàsics E7018 H4R', 'Electrodos básicos E7018 H4R', 'E7018 H4R basic electrodes'),
    use: BASIC_USE,
    pack: 'vacuum',
    sizes: [
      [2.5, 350, 2, 14.9],
      [3.2, 450, 2, 13.9],
      [4.0, 450, 2, 13.5],
    ],
  }),
  ...electrodeLine({
    prefix: 'ELC-6010-',
    subfamily: 'ELE-CEL',
    quality: 'E6010',
    type: 'Cellulosic',
    standards: CARBON_STEEL,
    brand: 'Weldmark',
    label: names(
      'Elèctrodes cel·lulòsics E6010',
      'Electrodos celulósicos E6010',
      'E6010 cellulosic electrodes',
    ),
    use: names(
      "Elèctrode cel·lulòsic de gran penetració per a passades d'arrel en canonades, sobretot en vertical descendent i amb corrent continu.",
      'Electrodo celulósico de gran penetración para pasadas de raíz en tuberías, sobre todo en vertical descendente y con corriente continua.',
      'Deep-penetrating cellulosic electrode for root passes on pipelines, especially vertical-down on DC.',
    ),
    pack: 'carton',
    sizes: [
      [2.5, 350, 4, 27.9],
      [3.2, 350, 5, 31.9],
      [4.0, 350, 5, 30.5],
      [5.0, 350, 5, 30.9],
    ],
  }),
  ...electrodeLine({
    prefix: 'ELI-308L-',
    subfamily: 'ELE-INOX',
    quality: 'E308L-16',
    // The -16 coating is a rutile one.
    type: 'Rutile',
    standards: STAINLESS,
    brand: 'Soldanova',
    label: names(
      'Elèctrodes inoxidables E308L-16',
      'Electrodos inoxidables E308L-16',
      'E308L-16 stainless electrodes',
    ),
    use: names(
      "Elèctrode inoxidable per a acers AISI 304 i 304L, amb un arc suau i cordons d'aspecte net.",
      'Electrodo inoxidable para aceros AISI 304 y 304L, con un arco suave y cordones de aspecto limpio.',
      'Stainless electrode for AISI 304 and 304L steels, with a smooth arc and clean-looking beads.',
    ),
    pack: 'box',
    sizes: [
      [2.0, 300, 2, 72],
      [2.5, 300, 2, 64],
      [3.2, 350, 2, 59],
      [4.0, 350, 2, 58],
    ],
  }),
  ...electrodeLine({
    prefix: 'ELI-316L-',
    subfamily: 'ELE-INOX',
    quality: 'E316L-16',
    type: 'Rutile',
    standards: STAINLESS,
    brand: 'Soldanova',
    label: names(
      'Elèctrodes inoxidables E316L-16',
      'Electrodos inoxidables E316L-16',
      'E316L-16 stainless electrodes',
    ),
    use: names(
      'Elèctrode inoxidable amb molibdè per a acers AISI 316 i 316L de la indústria química, alimentària i naval.',
      'Electrodo inoxidable al molibdeno para aceros AISI 316 y 316L de la industria química, alimentaria y naval.',
      'Molybdenum-bearing stainless electrode for AISI 316 and 316L steels in the chemical, food and marine industries.',
    ),
    pack: 'box',
    sizes: [
      [2.0, 300, 2, 80],
      [2.5, 300, 2, 72],
      [3.2, 350, 2, 66],
      [4.0, 350, 2, 64],
    ],
  }),
  ...electrodeLine({
    prefix: 'ELI-309L-',
    subfamily: 'ELE-INOX',
    quality: 'E309L-16',
    type: 'Rutile',
    standards: STAINLESS,
    brand: 'Weldmark',
    label: names(
      'Elèctrodes inoxidables E309L-16',
      'Electrodos inoxidables E309L-16',
      'E309L-16 stainless electrodes',
    ),
    use: names(
      "Elèctrode per unir acer inoxidable amb acer al carboni i per a capes intermèdies d'acers plaquejats.",
      'Electrodo para unir acero inoxidable con acero al carbono y para capas intermedias de aceros chapados.',
      'Electrode for joining stainless to carbon steel and for buffer layers on clad steel.',
    ),
    pack: 'box',
    sizes: [
      [2.5, 300, 2, 76],
      [3.2, 350, 2, 70],
      [4.0, 350, 2, 68],
    ],
  }),
  ...electrodeLine({
    prefix: 'ELI-NIFE-',
    subfamily: 'ELE-INOX',
    quality: 'ENiFe-CI',
    standards: ['EN ISO 1071'],
    brand: 'Weldmark',
    label: names(
      'Elèctrodes per a fosa ENiFe-CI',
      'Electrodos para fundición ENiFe-CI',
      'ENiFe-CI cast iron electrodes',
    ),
    use: names(
      'Elèctrode de níquel-ferro per reparar peces de fosa grisa i nodular, amb un dipòsit que es pot mecanitzar.',
      'Electrodo de níquel-hierro para reparar piezas de fundición gris y nodular, con un depósito que se puede mecanizar.',
      'Nickel-iron electrode for repairing grey and nodular cast iron, leaving a machinable deposit.',
    ),
    pack: 'box',
    sizes: [
      [2.5, 300, 1, 98],
      [3.2, 350, 1, 92],
      [4.0, 350, 1, 89],
    ],
  }),
];
