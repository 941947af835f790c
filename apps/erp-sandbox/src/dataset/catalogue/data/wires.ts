// MIG/MAG welding wire: solid steel (SG2, SG3), stainless (308LSi, 316LSi), aluminium (5356, 4043)
// and flux-cored (E71T-1, E70C-6M, E71T-11), each by diameter and spool or drum size.
// Codes read <line><diameter × 10>-<kg>: HC-SG2-10-15 is SG2 1.0 mm on a 15 kg spool.
import {
  dc,
  de,
  names,
  type Names,
  type ProductDraft,
  type QuantityBreak,
  SPOOL_BREAKS,
} from '../product-draft.ts';

/** Drums go by the unit: a workshop or a robot cell takes a few, never a pallet of forty. */
const DRUM_BREAKS: readonly QuantityBreak[] = [
  { from: 1, off: 0 },
  { from: 4, off: 0.04 },
  { from: 10, off: 0.08 },
];

/** Catalan elides "de" before a number read with a vowel: "d'1 kg", "d'11 kg", but "de 2 kg". */
const caDe = (text: string) => (/^(1|11)(\D|$)/.test(text) ? `d'${text}` : `de ${text}`);

interface WireLine {
  /** Code prefix, up to the diameter: 'HC-SG2-'. */
  prefix: string;
  subfamily: string;
  quality: string;
  type: 'Solid wire' | 'Flux-cored wire';
  standards: readonly string[];
  brand: 'Soldanova' | 'Weldmark';
  /** The name up to the diameter, e.g. "Hilo MIG/MAG SG2". */
  label: Names;
  /** What the wire is for: the first sentence of every description of the line. */
  use: Names;
  /** [diameter in mm, kg per spool or drum, base price in euros] */
  sizes: readonly (readonly [number, number, number])[];
}

/** How the wire comes: the name's ending and the description's second sentence. */
function packOf(kg: number): { name: Names; sentence: Names } {
  if (kg >= 100) {
    return {
      name: names(`bidó ${kg} kg`, `bidón ${kg} kg`, `${kg} kg drum`),
      sentence: names(
        `Bidó ${caDe(`${kg} kg`)} per a robots i producció en sèrie: menys aturades per canviar la bobina.`,
        `Bidón de ${kg} kg para robots y producción en serie: menos paradas para cambiar la bobina.`,
        `${kg} kg drum for robots and series production: fewer stops to change the spool.`,
      ),
    };
  }
  const name = names(`bobina ${kg} kg`, `bobina ${kg} kg`, `${kg} kg spool`);
  if (kg <= 1) {
    return {
      name,
      sentence: names(
        `Bobina D100 ${caDe(`${kg} kg`)} per a equips portàtils i petites reparacions.`,
        `Bobina D100 de ${kg} kg para equipos portátiles y pequeñas reparaciones.`,
        `${kg} kg D100 spool for portable machines and small repairs.`,
      ),
    };
  }
  if (kg <= 5) {
    return {
      name,
      sentence: names(
        `Bobina D200 ${caDe(`${kg} kg`)} per a equips compactes i torxes push-pull.`,
        `Bobina D200 de ${kg} kg para equipos compactos y antorchas push-pull.`,
        `${kg} kg D200 spool for compact machines and push-pull torches.`,
      ),
    };
  }
  return {
    name,
    sentence: names(
      `Bobina D300 ${caDe(`${kg} kg`)} amb bobinat de precisió, per a equips de taller.`,
      `Bobina D300 de ${kg} kg con bobinado de precisión, para equipos de taller.`,
      `${kg} kg D300 spool, precision layer-wound, for workshop machines.`,
    ),
  };
}

function wireLine(line: WireLine): ProductDraft[] {
  return line.sizes.map(([diameter, kg, price]) => {
    const pack = packOf(kg);
    return {
      codigo: `${line.prefix}${String(Math.round(diameter * 10)).padStart(2, '0')}-${kg}`,
      tipo: 'consumable',
      codigoSubfamilia: line.subfamily,
      nombres: names(
        `${line.label.ca} ${dc(diameter)} mm ${pack.name.ca}`,
        `${line.label.es} ${dc(diameter)} mm ${pack.name.es}`,
        `${line.label.en} ${de(diameter)} mm, ${pack.name.en}`,
      ),
      descripciones: names(
        `${line.use.ca} ${pack.sentence.ca}`,
        `${line.use.es} ${pack.sentence.es}`,
        `${line.use.en} ${pack.sentence.en}`,
      ),
      price,
      breaks: kg >= 100 ? DRUM_BREAKS : SPOOL_BREAKS,
      attributes: {
        type: line.type,
        quality: line.quality,
        standard: line.standards,
        diameter: `${de(diameter)} mm`,
        brand: line.brand,
      },
    };
  });
}

const STEEL = ['EN ISO 14341-A', 'AWS A5.18'] as const;
const STAINLESS = ['EN ISO 14343-A', 'AWS A5.9'] as const;
const ALUMINIUM = ['EN ISO 18273', 'AWS A5.10'] as const;
const FLUX_CORED = ['EN ISO 17632-A', 'AWS A5.20'] as const;

export const WIRES: readonly ProductDraft[] = [
  ...wireLine({
    prefix: 'HC-SG2-',
    subfamily: 'FIL-ACER',
    quality: 'SG2',
    type: 'Solid wire',
    standards: STEEL,
    brand: 'Soldanova',
    label: names('Fil MIG/MAG SG2', 'Hilo MIG/MAG SG2', 'MIG/MAG wire SG2'),
    use: names(
      "Fil massís recobert de coure (G3Si1) per soldar acer al carboni i acers de baix aliatge amb CO2 o mescles d'argó i CO2.",
      'Hilo macizo cobreado (G3Si1) para soldar acero al carbono y aceros de baja aleación con CO2 o mezclas de argón y CO2.',
      'Copper-coated solid wire (G3Si1) for carbon and low-alloy steels, welded with CO2 or argon/CO2 mixtures.',
    ),
    sizes: [
      [0.8, 5, 17.9],
      [0.8, 15, 45.9],
      [1.0, 5, 16.5],
      [1.0, 15, 42.5],
      [1.2, 15, 41.9],
      [1.6, 15, 41.5],
      [1.0, 250, 620],
      [1.2, 250, 595],
    ],
  }),
  ...wireLine({
    prefix: 'HC-SG3-',
    subfamily: 'FIL-ACER',
    quality: 'SG3',
    type: 'Solid wire',
    standards: STEEL,
    brand: 'Weldmark',
    label: names('Fil MIG/MAG SG3', 'Hilo MIG/MAG SG3', 'MIG/MAG wire SG3'),
    use: names(
      'Fil massís recobert de coure (G4Si1) amb més silici i manganès: cordons nets sobre xapa amb calamina o lleugerament oxidada.',
      'Hilo macizo cobreado (G4Si1) con más silicio y manganeso: cordones limpios sobre chapa con calamina o ligeramente oxidada.',
      'Copper-coated solid wire (G4Si1) with more silicon and manganese, for clean beads on mill-scaled or slightly rusty plate.',
    ),
    sizes: [
      [0.8, 15, 49.5],
      [1.0, 5, 17.9],
      [1.0, 15, 46.9],
      [1.2, 15, 45.9],
      [1.2, 250, 655],
    ],
  }),
  ...wireLine({
    prefix: 'HI-308LSI-',
    subfamily: 'FIL-INOX',
    quality: '308LSi',
    type: 'Solid wire',
    standards: STAINLESS,
    brand: 'Soldanova',
    label: names('Fil MIG inoxidable 308LSi', 'Hilo MIG inoxidable 308LSi', 'Stainless MIG wire 308LSi'),
    use: names(
      'Fil austenític de baix carboni i alt silici per a acers AISI 304 i 304L; es solda amb mescles M12 o M13.',
      'Hilo austenítico de bajo carbono y alto silicio para aceros AISI 304 y 304L; se suelda con mezclas M12 o M13.',
      'Low-carbon, high-silicon austenitic wire for AISI 304 and 304L steels, welded with M12 or M13 mixtures.',
    ),
    sizes: [
      [0.8, 5, 64],
      [0.8, 15, 179],
      [1.0, 5, 59],
      [1.0, 15, 165],
      [1.2, 15, 159],
    ],
  }),
  ...wireLine({
    prefix: 'HI-316LSI-',
    subfamily: 'FIL-INOX',
    quality: '316LSi',
    type: 'Solid wire',
    standards: STAINLESS,
    brand: 'Soldanova',
    label: names('Fil MIG inoxidable 316LSi', 'Hilo MIG inoxidable 316LSi', 'Stainless MIG wire 316LSi'),
    use: names(
      'Fil inoxidable amb molibdè per a acers AISI 316 i 316L, resistent a la corrosió per clorurs.',
      'Hilo inoxidable al molibdeno para aceros AISI 316 y 316L, resistente a la corrosión por cloruros.',
      'Molybdenum-bearing stainless wire for AISI 316 and 316L steels, resistant to chloride corrosion.',
    ),
    sizes: [
      [0.8, 15, 199],
      [1.0, 5, 68],
      [1.0, 15, 185],
      [1.2, 15, 179],
    ],
  }),
  ...wireLine({
    prefix: 'HA-5356-',
    subfamily: 'FIL-ALU',
    quality: '5356',
    type: 'Solid wire',
    standards: ALUMINIUM,
    brand: 'Weldmark',
    label: names("Fil MIG d'alumini 5356", 'Hilo MIG de aluminio 5356', 'Aluminium MIG wire 5356'),
    use: names(
      "Fil d'alumini AlMg5 per a aliatges de la sèrie 5000 i peces que s'hagin d'anoditzar; es solda amb argó pur.",
      'Hilo de aluminio AlMg5 para aleaciones de la serie 5000 y piezas que se vayan a anodizar; se suelda con argón puro.',
      'AlMg5 aluminium wire for 5000-series alloys and parts to be anodised, welded with pure argon.',
    ),
    sizes: [
      [0.8, 2, 36.9],
      [1.0, 2, 34.9],
      [1.0, 7, 104],
      [1.2, 7, 99],
      [1.6, 7, 98],
    ],
  }),
  ...wireLine({
    prefix: 'HA-4043-',
    subfamily: 'FIL-ALU',
    quality: '4043',
    type: 'Solid wire',
    standards: ALUMINIUM,
    brand: 'Weldmark',
    label: names("Fil MIG d'alumini 4043", 'Hilo MIG de aluminio 4043', 'Aluminium MIG wire 4043'),
    use: names(
      "Fil d'alumini AlSi5 per a peces de fosa i aliatges de la sèrie 6000; molt fluid i poc sensible a la fissuració en calent.",
      'Hilo de aluminio AlSi5 para piezas de fundición y aleaciones de la serie 6000; muy fluido y poco sensible a la fisuración en caliente.',
      'AlSi5 aluminium wire for castings and 6000-series alloys; very fluid and little prone to hot cracking.',
    ),
    sizes: [
      [0.8, 2, 35.5],
      [1.0, 2, 33.9],
      [1.0, 7, 99],
      [1.2, 7, 95],
    ],
  }),
  ...wireLine({
    prefix: 'HT-E71T1-',
    subfamily: 'FIL-TUB',
    quality: 'E71T-1',
    type: 'Flux-cored wire',
    standards: FLUX_CORED,
    brand: 'Soldanova',
    label: names(
      'Fil tubular de rútil E71T-1',
      'Hilo tubular de rutilo E71T-1',
      'Rutile flux-cored wire E71T-1',
    ),
    use: names(
      "Fil tubular per soldar en totes les posicions amb CO2 o mescla M21, amb una escòria que s'elimina fàcilment.",
      'Hilo tubular para soldar en todas las posiciones con CO2 o mezcla M21, con una escoria que se elimina fácilmente.',
      'Flux-cored wire for all-position welding with CO2 or M21 mixture; the slag lifts off easily.',
    ),
    sizes: [
      [1.2, 5, 29.9],
      [1.2, 15, 74.5],
      [1.6, 15, 72.9],
    ],
  }),
  ...wireLine({
    prefix: 'HT-E70C6M-',
    subfamily: 'FIL-TUB',
    quality: 'E70C-6M',
    type: 'Flux-cored wire',
    // Metal-cored wires are classified with the solid wires in AWS A5.18.
    standards: ['EN ISO 17632-A', 'AWS A5.18'],
    brand: 'Weldmark',
    label: names(
      'Fil tubular de nucli metàl·lic E70C-6M',
      'Hilo tubular de núcleo metálico E70C-6M',
      'Metal-cored wire E70C-6M',
    ),
    use: names(
      'Fil de nucli metàl·lic per a alta productivitat amb mescla M21: gairebé sense escòria i amb poques projeccions.',
      'Hilo de núcleo metálico para alta productividad con mezcla M21: casi sin escoria y con pocas proyecciones.',
      'Metal-cored wire for high deposition rates with M21 mixture: almost no slag and little spatter.',
    ),
    sizes: [
      [1.2, 15, 79.9],
      [1.6, 15, 77.5],
    ],
  }),
  ...wireLine({
    prefix: 'HT-E71T11-',
    subfamily: 'FIL-TUB',
    quality: 'E71T-11',
    type: 'Flux-cored wire',
    standards: FLUX_CORED,
    brand: 'Soldanova',
    label: names(
      'Fil tubular sense gas E71T-11',
      'Hilo tubular sin gas E71T-11',
      'Gasless flux-cored wire E71T-11',
    ),
    use: names(
      "Fil autoprotegit que no necessita ampolla de gas: ideal per treballar a l'exterior i amb equips petits.",
      'Hilo autoprotegido que no necesita botella de gas: ideal para trabajar en exterior y con equipos pequeños.',
      'Self-shielded wire that needs no gas cylinder, ideal for outdoor work and small machines.',
    ),
    sizes: [
      [0.8, 1, 14.9],
      [0.9, 1, 14.5],
      [0.9, 5, 52.9],
    ],
  }),
];
