// MIG/MAG and TIG torches, air- and water-cooled, by series and cable length. The series number
// tells which front-end parts fit (torch-spares.ts): TMIG-25-3M is a 250 A MIG torch of 3 m.
import type { Range } from '../attributes.ts';
import { names, type Names, type ProductDraft } from '../product-draft.ts';

interface TorchSpec {
  codigo: string;
  process: 'MIG' | 'TIG';
  /** The series, as stamped on the handle (15, 25, 501…); empty for a torch known by its kind. */
  series: string;
  /** Follows the series in the name, with its own leading space or comma. */
  extra?: Names;
  amps: number;
  metres: number;
  price: number;
  range: Range;
  brand: 'Arcvolt' | 'Weldmark';
  water?: boolean;
  /** What sets this torch apart; the cable length is added after it. */
  about: Names;
}

function torch(spec: TorchSpec): ProductDraft {
  const head =
    spec.process === 'MIG'
      ? names('Torxa MIG', 'Antorcha MIG', 'MIG torch')
      : names('Torxa TIG', 'Antorcha TIG', 'TIG torch');
  const name = (lang: keyof Names) =>
    `${[head[lang], spec.series].filter(Boolean).join(' ')}${spec.extra?.[lang] ?? ''}, ${spec.amps} A, ${spec.metres} m`;
  return {
    codigo: spec.codigo,
    tipo: 'accessory',
    codigoSubfamilia: spec.process === 'MIG' ? 'TOR-MIG' : 'TOR-TIG',
    nombres: names(name('ca'), name('es'), name('en')),
    descripciones: names(
      `${spec.about.ca} Cable de ${spec.metres} m.`,
      `${spec.about.es} Cable de ${spec.metres} m.`,
      `${spec.about.en} ${spec.metres} m cable assembly.`,
    ),
    price: spec.price,
    attributes: {
      amperage: `${spec.amps} A`,
      brand: spec.brand,
      range: spec.range,
      type: [spec.process === 'MIG' ? 'MIG torch' : 'TIG torch', spec.water ? 'Water-cooled' : 'Air-cooled'],
    },
  };
}

const WATER = names(' refrigerada per aigua', ' refrigerada por agua', ', water-cooled');

const MIG_15 = names(
  'Torxa lleugera amb euroconnector per a equips de fins a 180 A. Fa servir tubs M6 i toveres de la sèrie 15.',
  'Antorcha ligera con euroconector para equipos de hasta 180 A. Usa tubos M6 y toberas de la serie 15.',
  'Lightweight torch with a Euro connector for welders up to 180 A. Takes M6 tips and 15 series nozzles.',
);
const MIG_25 = names(
  'La torxa de taller més venuda: mànec ergonòmic, coll de cigne de 50° i euroconnector. Fa servir tubs M6 i toveres de la sèrie 24.',
  'La antorcha de taller más vendida: empuñadura ergonómica, cuello de cisne de 50° y euroconector. Usa tubos M6 y toberas de la serie 24.',
  'Our best-selling workshop torch: ergonomic handle, 50° swan neck and Euro connector. Takes M6 tips and 24 series nozzles.',
);
const MIG_36 = names(
  'Torxa reforçada per a fil de fins a 1,6 mm i treball continu amb gas mescla. Fa servir tubs M8 i toveres de la sèrie 36.',
  'Antorcha reforzada para hilo de hasta 1,6 mm y trabajo continuo con gas mezcla. Usa tubos M8 y toberas de la serie 36.',
  'Heavy-duty torch for wire up to 1.6 mm and continuous work with mixed gas. Takes M8 tips and 36 series nozzles.',
);
const MIG_401 = names(
  'Torxa refrigerada per aigua per a producció amb equips de 400 A, amb coll intercanviable. Tubs M8 i toveres de la sèrie 501.',
  'Antorcha refrigerada por agua para producción con equipos de 400 A, con cuello intercambiable. Tubos M8 y toberas de la serie 501.',
  'Water-cooled torch for production with 400 A welders, with an interchangeable neck. M8 tips and 501 series nozzles.',
);
const MIG_501 = names(
  'Torxa refrigerada per aigua per a arc spray i servei continu a 500 A. Tubs M8 i toveres de la sèrie 501.',
  'Antorcha refrigerada por agua para arco spray y servicio continuo a 500 A. Tubos M8 y toberas de la serie 501.',
  'Water-cooled torch for spray arc and continuous duty at 500 A. M8 tips and 501 series nozzles.',
);
const TIG_17 = names(
  "Torxa TIG amb capçal fix per a tungstens d'1,0 a 3,2 mm, amb connexió de gas separada. Recanvis de la sèrie 17.",
  'Antorcha TIG de cabezal fijo para tungstenos de 1,0 a 3,2 mm, con conexión de gas separada. Recambios de la serie 17.',
  'Fixed-head TIG torch for 1.0 to 3.2 mm tungstens, with a separate gas connection. 17 series spare parts.',
);
const TIG_26 = names(
  'Torxa TIG de 200 A amb mànec estriat i pulsador, per a equips amb connexió central. Recanvis de la sèrie 17.',
  'Antorcha TIG de 200 A con empuñadura estriada y pulsador, para equipos con conexión centralizada. Recambios de la serie 17.',
  '200 A TIG torch with a ribbed handle and trigger, for welders with a central connector. 17 series spare parts.',
);
const TIG_20 = names(
  'Torxa TIG refrigerada per aigua de capçal petit, per a soldadures precises en racons. Recanvis de la sèrie 9.',
  'Antorcha TIG refrigerada por agua de cabezal pequeño, para soldaduras precisas en rincones. Recambios de la serie 9.',
  'Small-head water-cooled TIG torch for precise welds in corners. 9 series spare parts.',
);
const TIG_WATER = names(
  'Torxa TIG refrigerada per aigua, lleugera i prima per soldar molt de temps a intensitat alta. Recanvis de la sèrie 17.',
  'Antorcha TIG refrigerada por agua, ligera y delgada para soldar mucho tiempo a intensidad alta. Recambios de la serie 17.',
  'Slim, lightweight water-cooled TIG torch for long runs at high current. 17 series spare parts.',
);

const MIG_TORCHES: readonly ProductDraft[] = [
  torch({
    codigo: 'TMIG-15-3M',
    process: 'MIG',
    series: '15',
    amps: 180,
    metres: 3,
    price: 72,
    range: 'Basic',
    brand: 'Weldmark',
    about: MIG_15,
  }),
  torch({
    codigo: 'TMIG-15-4M',
    process: 'MIG',
    series: '15',
    amps: 180,
    metres: 4,
    price: 79,
    range: 'Basic',
    brand: 'Weldmark',
    about: MIG_15,
  }),
  torch({
    codigo: 'TMIG-25-3M',
    process: 'MIG',
    series: '25',
    amps: 250,
    metres: 3,
    price: 96,
    range: 'Pro',
    brand: 'Arcvolt',
    about: MIG_25,
  }),
  torch({
    codigo: 'TMIG-25-4M',
    process: 'MIG',
    series: '25',
    amps: 250,
    metres: 4,
    price: 105,
    range: 'Pro',
    brand: 'Arcvolt',
    about: MIG_25,
  }),
  torch({
    codigo: 'TMIG-25-5M',
    process: 'MIG',
    series: '25',
    amps: 250,
    metres: 5,
    price: 118,
    range: 'Pro',
    brand: 'Arcvolt',
    about: MIG_25,
  }),
  torch({
    codigo: 'TMIG-36-4M',
    process: 'MIG',
    series: '36',
    amps: 300,
    metres: 4,
    price: 139,
    range: 'Pro',
    brand: 'Weldmark',
    about: MIG_36,
  }),
  torch({
    codigo: 'TMIG-36-5M',
    process: 'MIG',
    series: '36',
    amps: 300,
    metres: 5,
    price: 155,
    range: 'Pro',
    brand: 'Weldmark',
    about: MIG_36,
  }),
  torch({
    codigo: 'TMIG-401W-4M',
    process: 'MIG',
    series: '401',
    extra: WATER,
    amps: 400,
    metres: 4,
    price: 219,
    range: 'Industrial',
    brand: 'Arcvolt',
    water: true,
    about: MIG_401,
  }),
  torch({
    codigo: 'TMIG-501W-4M',
    process: 'MIG',
    series: '501',
    extra: WATER,
    amps: 500,
    metres: 4,
    price: 259,
    range: 'Industrial',
    brand: 'Arcvolt',
    water: true,
    about: MIG_501,
  }),
  torch({
    codigo: 'TMIG-501W-5M',
    process: 'MIG',
    series: '501',
    extra: WATER,
    amps: 500,
    metres: 5,
    price: 279,
    range: 'Industrial',
    brand: 'Weldmark',
    water: true,
    about: MIG_501,
  }),
  torch({
    codigo: 'TMIG-PP-8M',
    process: 'MIG',
    series: '',
    extra: names(' push-pull per a alumini', ' push-pull para aluminio', ', push-pull for aluminium'),
    amps: 220,
    metres: 8,
    price: 590,
    range: 'Industrial',
    brand: 'Weldmark',
    about: names(
      "Motor d'arrossegament al mànec que estira el fil tou d'alumini sense doblegar-lo, per treballar lluny de l'equip. Per a equips multiprocés amb connexió push-pull.",
      'Motor de arrastre en la empuñadura que tira del hilo blando de aluminio sin doblarlo, para trabajar lejos del equipo. Para equipos multiproceso con conexión push-pull.',
      'A drive motor in the handle pulls soft aluminium wire without kinking it, so you can work far from the welder. For multiprocess welders with a push-pull connection.',
    ),
  }),
];

const TIG_TORCHES: readonly ProductDraft[] = [
  torch({
    codigo: 'TTIG-9-4M',
    process: 'TIG',
    series: '9',
    amps: 120,
    metres: 4,
    price: 49,
    range: 'Basic',
    brand: 'Weldmark',
    about: names(
      'Torxa TIG petita i lleugera per a xapa fina i racons estrets, per a tungstens de 0,5 a 2,4 mm. Recanvis de la sèrie 9.',
      'Antorcha TIG pequeña y ligera para chapa fina y rincones estrechos, para tungstenos de 0,5 a 2,4 mm. Recambios de la serie 9.',
      'Small, light TIG torch for thin sheet and tight corners, for 0.5 to 2.4 mm tungstens. 9 series spare parts.',
    ),
  }),
  torch({
    codigo: 'TTIG-17-4M',
    process: 'TIG',
    series: '17',
    amps: 150,
    metres: 4,
    price: 55,
    range: 'Basic',
    brand: 'Arcvolt',
    about: TIG_17,
  }),
  torch({
    codigo: 'TTIG-17-8M',
    process: 'TIG',
    series: '17',
    amps: 150,
    metres: 8,
    price: 69,
    range: 'Basic',
    brand: 'Arcvolt',
    about: TIG_17,
  }),
  torch({
    codigo: 'TTIG-17V-4M',
    process: 'TIG',
    series: '17',
    extra: names(' amb vàlvula', ' con válvula', ' with gas valve'),
    amps: 150,
    metres: 4,
    price: 59,
    range: 'Basic',
    brand: 'Weldmark',
    about: names(
      "Torxa amb vàlvula de gas al mànec per fer TIG lift amb un equip d'elèctrode. Connector de 35-50 mm².",
      'Antorcha con válvula de gas en la empuñadura para hacer TIG lift con un equipo de electrodo. Conector de 35-50 mm².',
      'Torch with a gas valve on the handle for lift TIG with a stick welder. 35-50 mm² connector.',
    ),
  }),
  torch({
    codigo: 'TTIG-17F-4M',
    process: 'TIG',
    series: '17',
    extra: names(' amb capçal flexible', ' con cabezal flexible', ' with flexible head'),
    amps: 150,
    metres: 4,
    price: 72,
    range: 'Pro',
    brand: 'Arcvolt',
    about: names(
      'Capçal flexible que es doblega a mà per arribar a soldadures de difícil accés. Recanvis de la sèrie 17.',
      'Cabezal flexible que se dobla a mano para llegar a soldaduras de difícil acceso. Recambios de la serie 17.',
      'Flexible head you bend by hand to reach awkward welds. 17 series spare parts.',
    ),
  }),
  torch({
    codigo: 'TTIG-26-4M',
    process: 'TIG',
    series: '26',
    amps: 200,
    metres: 4,
    price: 65,
    range: 'Pro',
    brand: 'Weldmark',
    about: TIG_26,
  }),
  torch({
    codigo: 'TTIG-26-8M',
    process: 'TIG',
    series: '26',
    amps: 200,
    metres: 8,
    price: 79,
    range: 'Pro',
    brand: 'Weldmark',
    about: TIG_26,
  }),
  torch({
    codigo: 'TTIG-26UD-8M',
    process: 'TIG',
    series: '26',
    extra: names(' amb comandament amunt/avall', ' con mando arriba/abajo', ' with up/down control'),
    amps: 200,
    metres: 8,
    price: 129,
    range: 'Pro',
    brand: 'Arcvolt',
    about: names(
      'Pulsadors amunt/avall al mànec per canviar la intensitat sense deixar de soldar. Per a equips TIG amb connector de control de 7 pins.',
      'Pulsadores arriba/abajo en la empuñadura para cambiar la intensidad sin dejar de soldar. Para equipos TIG con conector de control de 7 pines.',
      'Up/down buttons on the handle change the current without stopping the weld. For TIG welders with a 7-pin control socket.',
    ),
  }),
  torch({
    codigo: 'TTIG-20W-4M',
    process: 'TIG',
    series: '20',
    extra: WATER,
    amps: 250,
    metres: 4,
    price: 149,
    range: 'Industrial',
    brand: 'Weldmark',
    water: true,
    about: TIG_20,
  }),
  torch({
    codigo: 'TTIG-18W-4M',
    process: 'TIG',
    series: '18',
    extra: WATER,
    amps: 320,
    metres: 4,
    price: 159,
    range: 'Industrial',
    brand: 'Arcvolt',
    water: true,
    about: TIG_WATER,
  }),
  torch({
    codigo: 'TTIG-18W-8M',
    process: 'TIG',
    series: '18',
    extra: WATER,
    amps: 320,
    metres: 8,
    price: 179,
    range: 'Industrial',
    brand: 'Arcvolt',
    water: true,
    about: TIG_WATER,
  }),
];

export const TORCHES: readonly ProductDraft[] = [...MIG_TORCHES, ...TIG_TORCHES];
