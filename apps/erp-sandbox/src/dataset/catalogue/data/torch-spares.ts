// Torch spare parts: MIG contact tips, gas nozzles, diffusers, tip holders, liners and drive
// rolls; TIG collets, collet bodies, ceramic cups, back caps and gas lenses. Which torch series
// each part fits is in its name (see torches.ts).
import { SMALL_PART_BREAKS, dc, de, names, type Names, type ProductDraft } from '../product-draft.ts';

type Part =
  | 'Contact tip'
  | 'Gas nozzle'
  | 'Gas diffuser'
  | 'Tip holder'
  | 'Liner'
  | 'Drive roll'
  | 'Collet'
  | 'Collet body'
  | 'Ceramic cup'
  | 'Back cap'
  | 'Gas lens';

interface SpareSpec {
  codigo: string;
  sub: 'TOR-RMIG' | 'TOR-RTIG';
  part: Part;
  nombres: Names;
  descripciones: Names;
  price: number;
  tipo?: 'consumable' | 'accessory';
  brand?: 'Arcvolt' | 'Weldmark';
  diameter?: string | readonly string[];
  /** Small parts sold by the bag: the small-part breaks follow the bags. */
  lote?: number;
}

function spare(spec: SpareSpec): ProductDraft {
  return {
    codigo: spec.codigo,
    tipo: spec.tipo ?? 'consumable',
    codigoSubfamilia: spec.sub,
    nombres: spec.nombres,
    descripciones: spec.descripciones,
    price: spec.price,
    ...(spec.lote ? { lote: spec.lote, breaks: SMALL_PART_BREAKS } : {}),
    attributes: {
      brand: spec.brand ?? 'Weldmark',
      sparePartType: spec.part,
      ...(spec.diameter ? { diameter: spec.diameter } : {}),
    },
  };
}

/** Catalan "de" before a number, elided where the number is read with a vowel first (un, onze). */
const deCa = (number: string) => (/^(1([,.]|$)|11)/.test(number) ? `d'${number}` : `de ${number}`);
const mm = (value: number) => `${de(value)} mm`;

// ---- MIG contact tips: every one sold in bags of 10 ----

type TipKind = 'standard' | 'aluminium' | 'heavy';

function contactTip(codigo: string, thread: 'M6' | 'M8', wire: number, kind: TipKind, price: number) {
  const ca = dc(wire);
  const en = de(wire);
  const torches =
    thread === 'M6'
      ? names('les torxes 15 i 25', 'las antorchas 15 y 25', '15 and 25 torches')
      : names('les torxes 36, 401 i 501', 'las antorchas 36, 401 y 501', '36, 401 and 501 torches');
  const nombres = {
    standard: names(
      `Tub de contacte ${thread} CuCrZr per a fil ${deCa(ca)} mm`,
      `Tubo de contacto ${thread} CuCrZr para hilo de ${ca} mm`,
      `${thread} CuCrZr contact tip for ${en} mm wire`,
    ),
    aluminium: names(
      `Tub de contacte ${thread} per a fil d'alumini ${deCa(ca)} mm`,
      `Tubo de contacto ${thread} para hilo de aluminio de ${ca} mm`,
      `${thread} contact tip for ${en} mm aluminium wire`,
    ),
    heavy: names(
      `Tub de contacte ${thread} reforçat per a fil ${deCa(ca)} mm`,
      `Tubo de contacto ${thread} reforzado para hilo de ${ca} mm`,
      `${thread} heavy-duty contact tip for ${en} mm wire`,
    ),
  }[kind];
  const descripciones = {
    standard: names(
      `Tub de coure-crom-zirconi per a ${torches.ca}, per a fil massís i tubular. Es ven en bosses de 10.`,
      `Tubo de cobre-cromo-circonio para ${torches.es}, para hilo macizo y tubular. Se vende en bolsas de 10.`,
      `Copper-chromium-zirconium tip for ${torches.en}, for solid and flux-cored wire. Sold in bags of 10.`,
    ),
    aluminium: names(
      `Tub d'E-Cu amb el forat ampliat perquè el fil d'alumini llisqui sense encallar-se, per a ${torches.ca}. Es ven en bosses de 10.`,
      `Tubo de E-Cu con el taladro ampliado para que el hilo de aluminio deslice sin atascarse, para ${torches.es}. Se vende en bolsas de 10.`,
      `E-Cu tip with an oversized bore so aluminium wire feeds without jamming, for ${torches.en}. Sold in bags of 10.`,
    ),
    heavy: names(
      "Tub de CuCrZr més llarg i gruixut per a intensitats altes i servei continu; dura fins al doble que l'estàndard. Es ven en bosses de 10.",
      'Tubo de CuCrZr más largo y grueso para intensidades altas y servicio continuo; dura hasta el doble que el estándar. Se vende en bolsas de 10.',
      'Longer, thicker CuCrZr tip for high currents and continuous duty; lasts up to twice as long as the standard one. Sold in bags of 10.',
    ),
  }[kind];
  return spare({
    codigo,
    sub: 'TOR-RMIG',
    part: 'Contact tip',
    nombres,
    descripciones,
    price,
    brand: kind === 'heavy' ? 'Arcvolt' : 'Weldmark',
    diameter: mm(wire),
    lote: 10,
  });
}

const CONTACT_TIPS: readonly ProductDraft[] = [
  contactTip('TIP-M6-08', 'M6', 0.8, 'standard', 0.72),
  contactTip('TIP-M6-09', 'M6', 0.9, 'standard', 0.74),
  contactTip('TIP-M6-10', 'M6', 1.0, 'standard', 0.78),
  contactTip('TIP-M6-12', 'M6', 1.2, 'standard', 0.82),
  contactTip('TIP-M6-16', 'M6', 1.6, 'standard', 0.95),
  contactTip('TIP-M6-10-AL', 'M6', 1.0, 'aluminium', 1.24),
  contactTip('TIP-M6-12-AL', 'M6', 1.2, 'aluminium', 1.28),
  contactTip('TIP-M6-12-HD', 'M6', 1.2, 'heavy', 1.69),
  contactTip('TIP-M8-10', 'M8', 1.0, 'standard', 1.35),
  contactTip('TIP-M8-12', 'M8', 1.2, 'standard', 1.39),
  contactTip('TIP-M8-16', 'M8', 1.6, 'standard', 1.55),
];

// ---- MIG front end: nozzles, diffusers, tip holders ----

/** Which torches a front-end part fits, as the names say it. */
const FITS = {
  '15': names('per a torxa 15', 'para antorcha 15', 'for 15 torch'),
  '24': names('per a torxes 24 i 25', 'para antorchas 24 y 25', 'for 24 and 25 torches'),
  '36': names('per a torxa 36', 'para antorcha 36', 'for 36 torch'),
  '501': names('per a torxes 401 i 501', 'para antorchas 401 y 501', 'for 401 and 501 torches'),
} as const;

const NOZZLE_SHAPES = {
  CON: {
    name: names('cònica', 'cónica', 'Conical'),
    about: names(
      'La forma més versàtil, per a soldadures en angle i a tope.',
      'La forma más versátil, para soldaduras en ángulo y a tope.',
      'The most versatile shape, for fillet and butt welds.',
    ),
  },
  CIL: {
    name: names('cilíndrica', 'cilíndrica', 'Cylindrical'),
    about: names(
      'Boca ampla per a més cobertura de gas amb intensitats altes.',
      'Boca ancha para más cobertura de gas con intensidades altas.',
      'Wide bore for more gas coverage at high currents.',
    ),
  },
  EST: {
    name: names('estreta', 'estrecha', 'Narrow'),
    about: names(
      'Punta prima per arribar a racons i xamfrans estrets.',
      'Punta fina para llegar a rincones y chaflanes estrechos.',
      'Slim tip for reaching tight corners and narrow bevels.',
    ),
  },
} as const;

function gasNozzle(series: keyof typeof FITS, shape: keyof typeof NOZZLE_SHAPES, price: number) {
  const fits = FITS[series];
  const { name, about } = NOZZLE_SHAPES[shape];
  return spare({
    codigo: `NOZ-${series}-${shape}`,
    sub: 'TOR-RMIG',
    part: 'Gas nozzle',
    nombres: names(
      `Tovera de gas ${name.ca} ${fits.ca}`,
      `Tobera de gas ${name.es} ${fits.es}`,
      `${name.en} gas nozzle ${fits.en}`,
    ),
    descripciones: names(
      `Tovera de coure electrolític ${fits.ca}. ${about.ca}`,
      `Tobera de cobre electrolítico ${fits.es}. ${about.es}`,
      `Electrolytic copper nozzle ${fits.en}. ${about.en}`,
    ),
    price,
    brand: series === '501' ? 'Arcvolt' : 'Weldmark',
  });
}

function gasDiffuser(series: keyof typeof FITS, price: number) {
  const fits = FITS[series];
  return spare({
    codigo: `DIF-${series}`,
    sub: 'TOR-RMIG',
    part: 'Gas diffuser',
    nombres: names(`Difusor de gas ${fits.ca}`, `Difusor de gas ${fits.es}`, `Gas diffuser ${fits.en}`),
    descripciones: names(
      'Reparteix el gas de protecció de manera uniforme i aïlla la tovera del corrent. Canvieu-lo si té els forats tapats de projeccions.',
      'Reparte el gas de protección de forma uniforme y aísla la tobera de la corriente. Cámbielo si tiene los orificios tapados de proyecciones.',
      'Spreads the shielding gas evenly and insulates the nozzle from the current. Replace it once spatter blocks its holes.',
    ),
    price,
    brand: series === '501' ? 'Arcvolt' : 'Weldmark',
  });
}

function tipHolder(series: keyof typeof FITS, thread: 'M6' | 'M8', price: number) {
  const fits = FITS[series];
  return spare({
    codigo: `POR-${series}-${thread}`,
    sub: 'TOR-RMIG',
    part: 'Tip holder',
    nombres: names(
      `Portatubs ${thread} ${fits.ca}`,
      `Portatubos ${thread} ${fits.es}`,
      `${thread} tip holder ${fits.en}`,
    ),
    descripciones: names(
      `Portatubs de llautó amb rosca ${thread} que porta el corrent fins al tub de contacte. Un portatubs gastat escalfa el tub i l'escurça la vida.`,
      `Portatubos de latón con rosca ${thread} que lleva la corriente hasta el tubo de contacto. Un portatubos gastado calienta el tubo y le acorta la vida.`,
      `Brass tip holder with an ${thread} thread that carries the current to the contact tip. A worn holder overheats the tip and shortens its life.`,
    ),
    price,
    brand: series === '501' ? 'Arcvolt' : 'Weldmark',
  });
}

const MIG_FRONT_END: readonly ProductDraft[] = [
  gasNozzle('15', 'CON', 2.6),
  gasNozzle('15', 'CIL', 2.6),
  gasNozzle('24', 'CON', 3.4),
  gasNozzle('24', 'CIL', 3.4),
  gasNozzle('24', 'EST', 3.9),
  gasNozzle('36', 'CON', 4.9),
  gasNozzle('501', 'CON', 7.9),
  gasDiffuser('15', 1.6),
  gasDiffuser('24', 2.2),
  gasDiffuser('36', 2.8),
  gasDiffuser('501', 3.4),
  tipHolder('15', 'M6', 2.4),
  tipHolder('24', 'M6', 2.9),
  tipHolder('36', 'M8', 3.9),
  tipHolder('501', 'M8', 6.4),
];

// ---- Liners and drive rolls ----

/** A wire range as the liner and roll codes write it: 1012 is 1.0 to 1.2 mm. */
const RANGE_CODE = (from: number, to: number) =>
  [from, to].map((d) => String(Math.round(d * 10)).padStart(2, '0')).join('');

function steelLiner(from: number, to: number, metres: number, colour: Names, price: number) {
  return spare({
    codigo: `LIN-AC-${RANGE_CODE(from, to)}-${metres}`,
    sub: 'TOR-RMIG',
    part: 'Liner',
    nombres: names(
      `Funda guiafil d'acer per a fil ${deCa(dc(from))} a ${dc(to)} mm, ${metres} m`,
      `Sirga de acero para hilo de ${dc(from)} a ${dc(to)} mm, ${metres} m`,
      `Steel liner for ${de(from)} to ${de(to)} mm wire, ${metres} m`,
    ),
    descripciones: names(
      `Espiral d'acer amb recobriment ${colour.ca} per a fil massís i tubular, per tallar a mida. Per a torxes de fins a ${metres} m.`,
      `Espiral de acero con recubrimiento ${colour.es} para hilo macizo y tubular, para cortar a medida. Para antorchas de hasta ${metres} m.`,
      `Steel coil with a ${colour.en} sleeve for solid and flux-cored wire, cut to length on fitting. For torches up to ${metres} m.`,
    ),
    price,
    diameter: [0.8, 0.9, 1.0, 1.2, 1.6].filter((d) => d >= from && d <= to).map(mm),
  });
}

function ptfeLiner(from: number, to: number, metres: number, price: number) {
  return spare({
    codigo: `LIN-PTFE-${RANGE_CODE(from, to)}-${metres}`,
    sub: 'TOR-RMIG',
    part: 'Liner',
    nombres: names(
      `Funda guiafil de tefló per a fil d'alumini ${deCa(dc(from))} a ${dc(to)} mm, ${metres} m`,
      `Sirga de teflón para hilo de aluminio de ${dc(from)} a ${dc(to)} mm, ${metres} m`,
      `PTFE liner for ${de(from)} to ${de(to)} mm aluminium wire, ${metres} m`,
    ),
    descripciones: names(
      "Funda de PTFE de baix fregament per a fil d'alumini i d'inoxidable; es munta amb un tub de llautó al coll de la torxa.",
      'Sirga de PTFE de bajo rozamiento para hilo de aluminio y de inoxidable; se monta con un tubo de latón en el cuello de la antorcha.',
      'Low-friction PTFE liner for aluminium and stainless wire; fitted with a brass tube in the torch neck.',
    ),
    price,
    brand: 'Arcvolt',
    diameter: [1.0, 1.2, 1.6].filter((d) => d >= from && d <= to).map(mm),
  });
}

const BLUE = names('blau', 'azul', 'blue');
const RED = names('vermell', 'rojo', 'red');
const YELLOW = names('groc', 'amarillo', 'yellow');

type Groove = 'V' | 'U' | 'VK';
const GROOVES: Record<Groove, { name: Names; about: Names }> = {
  V: {
    name: names('en V', 'en V', 'V-groove'),
    about: names(
      "Ranura en V per a fil massís d'acer i d'inoxidable.",
      'Ranura en V para hilo macizo de acero y de inoxidable.',
      'V groove for solid steel and stainless wire.',
    ),
  },
  U: {
    name: names('en U', 'en U', 'U-groove'),
    about: names(
      "Ranura en U que no deforma el fil tou d'alumini.",
      'Ranura en U que no deforma el hilo blando de aluminio.',
      'U groove that does not crush soft aluminium wire.',
    ),
  },
  VK: {
    name: names('moletejat', 'moleteado', 'Knurled'),
    about: names(
      'Ranura moletejada que arrossega el fil tubular sense aixafar-lo.',
      'Ranura moleteada que arrastra el hilo tubular sin aplastarlo.',
      'Knurled groove that grips flux-cored wire without flattening it.',
    ),
  },
};

function driveRoll(groove: Groove, first: number, second: number, price: number) {
  const { name, about } = GROOVES[groove];
  const wire = {
    V: names('fil', 'hilo', 'wire'),
    U: names("fil d'alumini", 'hilo de aluminio', 'aluminium wire'),
    VK: names('fil tubular', 'hilo tubular', 'flux-cored wire'),
  }[groove];
  return spare({
    codigo: `ROD-${groove}-${RANGE_CODE(first, second)}`,
    sub: 'TOR-RMIG',
    part: 'Drive roll',
    tipo: 'accessory',
    nombres: names(
      `Rodet d'arrossegament ${name.ca} per a ${wire.ca} ${deCa(dc(first))} i ${dc(second)} mm`,
      `Rodillo de arrastre ${name.es} para ${wire.es} de ${dc(first)} y ${dc(second)} mm`,
      `${name.en} drive roll for ${de(first)} and ${de(second)} mm ${wire.en}`,
    ),
    descripciones: names(
      `Rodet de 30 mm amb dues ranures, una per a cada diàmetre. ${about.ca}`,
      `Rodillo de 30 mm con dos ranuras, una para cada diámetro. ${about.es}`,
      `30 mm roll with two grooves, one for each size. ${about.en}`,
    ),
    price,
    brand: 'Arcvolt',
    diameter: [mm(first), mm(second)],
  });
}

const LINERS_AND_ROLLS: readonly ProductDraft[] = [
  steelLiner(0.6, 0.9, 3, BLUE, 6.9),
  steelLiner(0.6, 0.9, 4, BLUE, 7.9),
  steelLiner(1.0, 1.2, 3, RED, 7.2),
  steelLiner(1.0, 1.2, 4, RED, 8.2),
  steelLiner(1.0, 1.2, 5, RED, 9.4),
  steelLiner(1.2, 1.6, 4, YELLOW, 9.6),
  steelLiner(1.2, 1.6, 5, YELLOW, 10.9),
  ptfeLiner(1.0, 1.2, 4, 12.5),
  ptfeLiner(1.2, 1.6, 4, 13.9),
  driveRoll('V', 0.8, 1.0, 9.5),
  driveRoll('V', 1.0, 1.2, 9.5),
  driveRoll('U', 1.0, 1.2, 12.9),
  driveRoll('VK', 1.0, 1.2, 14.5),
  driveRoll('VK', 1.2, 1.6, 14.5),
];

// ---- TIG front end ----

const TIG_FITS = {
  '17': names('per a torxes 17, 18 i 26', 'para antorchas 17, 18 y 26', 'for 17, 18 and 26 torches'),
  '9': names('per a torxes 9 i 20', 'para antorchas 9 y 20', 'for 9 and 20 torches'),
} as const;

function collet(series: keyof typeof TIG_FITS, tungsten: number, price: number) {
  const fits = TIG_FITS[series];
  return spare({
    codigo: `COL-${series}-${Math.round(tungsten * 10)}`,
    sub: 'TOR-RTIG',
    part: 'Collet',
    nombres: names(
      `Pinça portatungstè ${deCa(dc(tungsten))} mm ${fits.ca}`,
      `Pinza portatungsteno de ${dc(tungsten)} mm ${fits.es}`,
      `${de(tungsten)} mm collet ${fits.en}`,
    ),
    descripciones: names(
      `Pinça de coure que subjecta el tungstè ${deCa(dc(tungsten))} mm en tancar el tap posterior. Es ven en bosses de 5.`,
      `Pinza de cobre que sujeta el tungsteno de ${dc(tungsten)} mm al cerrar el capuchón trasero. Se vende en bolsas de 5.`,
      `Copper collet that grips the ${de(tungsten)} mm tungsten when the back cap is tightened. Sold in bags of 5.`,
    ),
    price,
    diameter: mm(tungsten),
    lote: 5,
  });
}

function colletBody(tungsten: number, price: number) {
  const fits = TIG_FITS['17'];
  return spare({
    codigo: `CPZ-17-${Math.round(tungsten * 10)}`,
    sub: 'TOR-RTIG',
    part: 'Collet body',
    nombres: names(
      `Cos de pinça ${deCa(dc(tungsten))} mm ${fits.ca}`,
      `Cuerpo de pinza de ${dc(tungsten)} mm ${fits.es}`,
      `${de(tungsten)} mm collet body ${fits.en}`,
    ),
    descripciones: names(
      `Cos de llautó que centra la pinça i reparteix el gas per sota de la tovera ceràmica. Per a tungstè ${deCa(dc(tungsten))} mm.`,
      `Cuerpo de latón que centra la pinza y reparte el gas bajo la tobera cerámica. Para tungsteno de ${dc(tungsten)} mm.`,
      `Brass body that centres the collet and spreads the gas under the ceramic cup. For ${de(tungsten)} mm tungsten.`,
    ),
    price,
    diameter: mm(tungsten),
  });
}

function gasLens(tungsten: number, price: number) {
  const fits = TIG_FITS['17'];
  return spare({
    codigo: `GLS-17-${Math.round(tungsten * 10)}`,
    sub: 'TOR-RTIG',
    part: 'Gas lens',
    nombres: names(
      `Lent de gas ${deCa(dc(tungsten))} mm ${fits.ca}`,
      `Lente de gas de ${dc(tungsten)} mm ${fits.es}`,
      `${de(tungsten)} mm gas lens ${fits.en}`,
    ),
    descripciones: names(
      "Substitueix el cos de pinça i, amb una malla d'acer, fa sortir el gas en flux laminar. Permet treure més el tungstè i protegeix millor l'inoxidable i el titani.",
      'Sustituye al cuerpo de pinza y, con una malla de acero, hace salir el gas en flujo laminar. Permite sacar más el tungsteno y protege mejor el inoxidable y el titanio.',
      'Replaces the collet body and uses a steel mesh to give a laminar gas flow. Lets the tungsten stick out further and shields stainless steel and titanium better.',
    ),
    price,
    brand: 'Arcvolt',
    diameter: mm(tungsten),
  });
}

/** Ceramic cup sizes: the number is the bore in sixteenths of an inch. */
function ceramicCup(size: number, bore: number, price: number) {
  const fits = TIG_FITS['17'];
  return spare({
    codigo: `CUP-17-${String(size).padStart(2, '0')}`,
    sub: 'TOR-RTIG',
    part: 'Ceramic cup',
    nombres: names(
      `Tovera ceràmica núm. ${size} ${fits.ca}`,
      `Tobera cerámica n.º ${size} ${fits.es}`,
      `Ceramic cup no. ${size} ${fits.en}`,
    ),
    descripciones: names(
      `Tovera d'alúmina amb boca de ${dc(bore)} mm. Com més gran el número, més cobertura de gas i més cabal cal.`,
      `Tobera de alúmina con boca de ${dc(bore)} mm. Cuanto mayor es el número, más cobertura de gas y más caudal hace falta.`,
      `Alumina cup with a ${de(bore)} mm bore. The higher the number, the wider the gas coverage and the more flow it needs.`,
    ),
    price,
  });
}

const BACK_CAPS = {
  L: names('llarg', 'largo', 'Long'),
  M: names('mitjà', 'mediano', 'Medium'),
  C: names('curt', 'corto', 'Short'),
} as const;

function backCap(series: keyof typeof TIG_FITS, length: keyof typeof BACK_CAPS, price: number) {
  const fits = TIG_FITS[series];
  const size = BACK_CAPS[length];
  return spare({
    codigo: `CAP-${series}-${length}`,
    sub: 'TOR-RTIG',
    part: 'Back cap',
    tipo: 'accessory',
    nombres: names(
      `Tap posterior ${size.ca} ${fits.ca}`,
      `Capuchón trasero ${size.es} ${fits.es}`,
      `${size.en} back cap ${fits.en}`,
    ),
    descripciones: names(
      `Tap roscat amb junta tòrica que tanca la pinça sobre el tungstè. ${length === 'C' ? 'El curt deixa entrar la torxa en llocs estrets.' : 'Admet tungstens de 175 mm sencers.'}`,
      `Capuchón roscado con junta tórica que cierra la pinza sobre el tungsteno. ${length === 'C' ? 'El corto deja entrar la antorcha en sitios estrechos.' : 'Admite tungstenos de 175 mm enteros.'}`,
      `Threaded cap with an O-ring that closes the collet on the tungsten. ${length === 'C' ? 'The short one lets the torch into tight spots.' : 'Takes full-length 175 mm tungstens.'}`,
    ),
    price,
  });
}

const TIG_FRONT_END: readonly ProductDraft[] = [
  collet('17', 1.0, 1.45),
  collet('17', 1.6, 1.45),
  collet('17', 2.0, 1.5),
  collet('17', 2.4, 1.55),
  collet('17', 3.2, 1.65),
  collet('9', 1.6, 1.4),
  colletBody(1.6, 2.4),
  colletBody(2.4, 2.5),
  colletBody(3.2, 2.6),
  gasLens(1.6, 5.9),
  gasLens(2.4, 6.2),
  gasLens(3.2, 6.5),
  ceramicCup(4, 6.4, 1.9),
  ceramicCup(6, 9.5, 2.1),
  ceramicCup(8, 12.7, 2.3),
  ceramicCup(10, 15.9, 2.6),
  backCap('17', 'L', 3.2),
  backCap('17', 'M', 2.9),
  backCap('17', 'C', 2.6),
  backCap('9', 'C', 2.5),
];

export const TORCH_SPARES: readonly ProductDraft[] = [
  ...CONTACT_TIPS,
  ...MIG_FRONT_END,
  ...LINERS_AND_ROLLS,
  ...TIG_FRONT_END,
];
