// Personal protection and safety (EPI), all Vizarc: welding helmets and their cover lenses,
// gloves by size (EN 12477 type A and B), protective clothing, curtains and screens, and fume
// extraction with its filter cartridges and disposable respirators.
import {
  names,
  type AttributeRefs,
  type Names,
  type ProductDraft,
  type QuantityBreak,
} from '../product-draft.ts';

type Subfamily = 'EPI-PAN' | 'EPI-GUA' | 'EPI-ROB' | 'EPI-COR' | 'EPI-FUM';

/** Gloves are ordered by the dozen pairs: the breaks follow whole boxes. */
const GLOVE_BREAKS: readonly QuantityBreak[] = [
  { from: 1, off: 0 },
  { from: 24, off: 0.05 },
  { from: 60, off: 0.08 },
  { from: 120, off: 0.12 },
];

/** Filter cartridges: a workshop changes a few a year, and stocks up for several extractors. */
const CARTRIDGE_BREAKS: readonly QuantityBreak[] = [
  { from: 1, off: 0 },
  { from: 3, off: 0.04 },
  { from: 6, off: 0.08 },
];

function draft(
  codigo: string,
  tipo: ProductDraft['tipo'],
  codigoSubfamilia: Subfamily,
  price: number,
  nombres: Names,
  descripciones: Names,
  attributes: AttributeRefs,
  extra: Pick<ProductDraft, 'breaks' | 'lote' | 'minimumQuantity'> = {},
): ProductDraft {
  return {
    codigo,
    tipo,
    codigoSubfamilia,
    nombres,
    descripciones,
    price,
    attributes: { brand: 'Vizarc', ...attributes },
    ...extra,
  };
}

const AUTO_DARKENING = { type: 'Auto-darkening', standard: ['EN 379', 'EN 175'] } as const;

const HELMETS: readonly ProductDraft[] = [
  draft(
    'PAN-AD-BAS',
    'accessory',
    'EPI-PAN',
    59.9,
    names(
      'Pantalla fotosensible DIN 9-13',
      'Pantalla fotosensible DIN 9-13',
      'Auto-darkening welding helmet DIN 9-13',
    ),
    names(
      'Filtre de 90 × 35 mm amb dos sensors i tonalitat regulable de 9 a 13; alimentació solar. Per a MMA i MIG ocasional.',
      'Filtro de 90 × 35 mm con dos sensores y tono regulable de 9 a 13; alimentación solar. Para MMA y MIG ocasional.',
      '90 × 35 mm filter with two sensors and shade adjustable from 9 to 13; solar powered. For occasional MMA and MIG work.',
    ),
    { ...AUTO_DARKENING, range: 'Basic' },
  ),
  draft(
    'PAN-AD-PRO',
    'accessory',
    'EPI-PAN',
    119,
    names(
      'Pantalla fotosensible DIN 5-13 amb mode esmerilar',
      'Pantalla fotosensible DIN 5-13 con modo amolado',
      'Auto-darkening welding helmet DIN 5-13 with grind mode',
    ),
    names(
      'Quatre sensors, sensibilitat i retard regulables i visor de 98 × 45 mm. El mode esmerilar la deixa clara per polir sense treure-la.',
      'Cuatro sensores, sensibilidad y retardo regulables y visor de 98 × 45 mm. El modo amolado la deja clara para amolar sin quitársela.',
      'Four sensors, adjustable sensitivity and delay and a 98 × 45 mm viewing area. Grind mode keeps it clear for grinding without taking it off.',
    ),
    { ...AUTO_DARKENING, range: 'Pro' },
  ),
  draft(
    'PAN-AD-TC',
    'accessory',
    'EPI-PAN',
    189,
    names(
      'Pantalla fotosensible de color real DIN 4/5-13',
      'Pantalla fotosensible de color real DIN 4/5-13',
      'True-colour auto-darkening helmet DIN 4/5-13',
    ),
    names(
      'Filtre de classe òptica 1/1/1/1 que mostra el bany i la peça en colors naturals; visor de 100 × 60 mm. Apta per a TIG a baixa intensitat.',
      'Filtro de clase óptica 1/1/1/1 que muestra el baño y la pieza en colores naturales; visor de 100 × 60 mm. Apta para TIG a baja intensidad.',
      '1/1/1/1 optical class filter showing the weld pool and the workpiece in natural colours; 100 × 60 mm viewing area. Suitable for low-amperage TIG.',
    ),
    { ...AUTO_DARKENING, range: 'Pro' },
  ),
  draft(
    'PAN-AD-XL',
    'accessory',
    'EPI-PAN',
    249,
    names(
      'Pantalla fotosensible panoràmica DIN 5-13',
      'Pantalla fotosensible panorámica DIN 5-13',
      'Panoramic auto-darkening helmet DIN 5-13',
    ),
    names(
      "Visor frontal de 100 × 80 mm i finestres laterals per veure tot l'entorn; arnès de cinc punts per a jornades senceres.",
      'Visor frontal de 100 × 80 mm y ventanas laterales para ver todo el entorno; arnés de cinco puntos para jornadas completas.',
      '100 × 80 mm front viewing area plus side windows for full peripheral vision; five-point headgear for all-day wear.',
    ),
    { ...AUTO_DARKENING, range: 'Industrial' },
  ),
  draft(
    'PAN-AD-AIR',
    'accessory',
    'EPI-PAN',
    1190,
    names(
      'Pantalla fotosensible amb equip de respiració motoritzat',
      'Pantalla fotosensible con equipo de respiración motorizado',
      'Auto-darkening helmet with powered air respirator',
    ),
    names(
      "Unitat de ventilació al cinturó amb filtre TH3 i bateria de 8 hores que porta aire net a l'interior de la pantalla. Per a soldadura continuada d'inoxidable i galvanitzat.",
      'Unidad de ventilación al cinturón con filtro TH3 y batería de 8 horas que lleva aire limpio al interior de la pantalla. Para soldadura continuada de inoxidable y galvanizado.',
      'Belt-mounted blower unit with a TH3 filter and an 8-hour battery that supplies clean air inside the helmet. For sustained welding of stainless and galvanised steel.',
    ),
    { ...AUTO_DARKENING, type: ['Auto-darkening', 'Respiratory protection'], range: 'Industrial' },
  ),
  draft(
    'PAN-PAS-11',
    'accessory',
    'EPI-PAN',
    16.9,
    names(
      'Pantalla de cap passiva DIN 11',
      'Pantalla de cabeza pasiva DIN 11',
      'Passive welding helmet DIN 11',
    ),
    names(
      'Careta de polipropilè abatible amb vidre inactínic DIN 11 de 110 × 90 mm. Lleugera i resistent, per a feines esporàdiques.',
      'Careta de polipropileno abatible con cristal inactínico DIN 11 de 110 × 90 mm. Ligera y resistente, para trabajos esporádicos.',
      'Flip-up polypropylene helmet with a 110 × 90 mm DIN 11 filter glass. Light and tough, for occasional jobs.',
    ),
    { type: 'Passive', standard: 'EN 175', range: 'Basic' },
  ),
  draft(
    'PAN-MAN-11',
    'accessory',
    'EPI-PAN',
    7.9,
    names('Pantalla de mà DIN 11', 'Pantalla de mano DIN 11', 'Hand-held welding shield DIN 11'),
    names(
      "Pantalla de fibra amb mànec i vidre DIN 11; útil per a l'ajudant i per inspeccionar cordons.",
      'Pantalla de fibra con mango y cristal DIN 11; útil para el ayudante y para inspeccionar cordones.',
      'Fibre shield with a handle and a DIN 11 glass; handy for helpers and for inspecting welds.',
    ),
    { type: 'Passive', standard: 'EN 175' },
  ),
];

const COVER_LENSES: readonly ProductDraft[] = [
  draft(
    'VID-AD-EXT',
    'consumable',
    'EPI-PAN',
    0.95,
    names(
      'Vidre protector exterior per a pantalla fotosensible',
      'Cristal protector exterior para pantalla fotosensible',
      'Outer cover lens for auto-darkening helmets',
    ),
    names(
      'Policarbonat de 114 × 133 mm que protegeix el filtre de les projeccions; compatible amb les pantalles fotosensibles Vizarc. Es ven per desenes.',
      'Policarbonato de 114 × 133 mm que protege el filtro de las proyecciones; compatible con las pantallas fotosensibles Vizarc. Se vende por decenas.',
      '114 × 133 mm polycarbonate lens protecting the filter from spatter; fits Vizarc auto-darkening helmets. Sold in tens.',
    ),
    { sparePartType: 'Cover lens' },
    { lote: 10 },
  ),
  draft(
    'VID-AD-INT',
    'consumable',
    'EPI-PAN',
    0.75,
    names(
      'Vidre protector interior per a pantalla fotosensible',
      'Cristal protector interior para pantalla fotosensible',
      'Inner cover lens for auto-darkening helmets',
    ),
    names(
      'Lent interior de 100 × 52 mm que protegeix el filtre per dins; cal canviar-la quan es ratlla. Es ven en paquets de 5.',
      'Lente interior de 100 × 52 mm que protege el filtro por dentro; conviene cambiarla cuando se raya. Se vende en paquetes de 5.',
      '100 × 52 mm inner lens protecting the filter from the inside; replace it once scratched. Sold in packs of 5.',
    ),
    { sparePartType: 'Cover lens' },
    { lote: 5 },
  ),
  draft(
    'VID-110-CL',
    'consumable',
    'EPI-PAN',
    0.35,
    names(
      'Vidre protector transparent 110 × 90 mm',
      'Cristal protector transparente 110 × 90 mm',
      'Clear cover plate 110 × 90 mm',
    ),
    names(
      'Placa de policarbonat transparent que es col·loca davant del vidre inactínic de les pantalles passives. Es ven per desenes.',
      'Placa de policarbonato transparente que se coloca delante del cristal inactínico de las pantallas pasivas. Se vende por decenas.',
      'Clear polycarbonate plate fitted in front of the filter glass of passive helmets. Sold in tens.',
    ),
    { sparePartType: 'Cover lens' },
    { lote: 10 },
  ),
];

type GloveLine = 'MIG' | 'MMA' | 'TIG';

/** One line of gloves: its names up to the size, its description, price per pair and box. */
const GLOVE_LINES: Record<
  GloveLine,
  { label: Names; text: Names; type: 'Type A' | 'Type B'; price: number; lote: number }
> = {
  MIG: {
    label: names(
      'Guants de soldadura MIG de serratge',
      'Guantes de soldadura MIG de serraje',
      'Split-leather MIG welding gloves',
    ),
    text: names(
      "Serratge boví d'1,2 mm amb folre de cotó i costures de fil d'aramida; màniga de 15 cm. Preu per parell; es serveixen per dotzenes.",
      'Serraje vacuno de 1,2 mm con forro de algodón y costuras de hilo de aramida; manga de 15 cm. Precio por par; se sirven por docenas.',
      '1.2 mm cow split leather with cotton lining and aramid-thread stitching; 15 cm cuff. Price per pair, supplied by the dozen.',
    ),
    type: 'Type A',
    price: 6.9,
    lote: 12,
  },
  MMA: {
    label: names(
      'Guants de soldadura MMA de màniga llarga',
      'Guantes de soldadura MMA de manga larga',
      'Long-cuff MMA welding gauntlets',
    ),
    text: names(
      "Serratge gruixut d'1,4 mm amb folre tèrmic i màniga de 20 cm contra les projeccions de l'elèctrode. Preu per parell; es serveixen per dotzenes.",
      'Serraje grueso de 1,4 mm con forro térmico y manga de 20 cm contra las proyecciones del electrodo. Precio por par; se sirven por docenas.',
      'Heavy 1.4 mm split leather with a heat-resistant lining and a 20 cm cuff against electrode spatter. Price per pair, supplied by the dozen.',
    ),
    type: 'Type A',
    price: 8.4,
    lote: 12,
  },
  TIG: {
    label: names(
      'Guants de soldadura TIG de pell de cabra',
      'Guantes de soldadura TIG de piel de cabra',
      'Goatskin TIG welding gloves',
    ),
    text: names(
      'Pell de cabra fina sense folre per a un tacte precís de la vareta i la torxa; màniga de serratge de 12 cm. Preu per parell; es serveixen per mitges dotzenes.',
      'Piel de cabra fina sin forro para un tacto preciso de la varilla y la antorcha; manga de serraje de 12 cm. Precio por par; se sirven por medias docenas.',
      'Thin unlined goatskin for a precise feel of rod and torch; 12 cm split-leather cuff. Price per pair, supplied by the half dozen.',
    ),
    type: 'Type B',
    price: 9.8,
    lote: 6,
  },
};

/** A pair of gloves of one line and size: GUA-MIG-10 is a pair of MIG gloves, size 10. */
const glove = (line: GloveLine, size: number) => {
  const { label, text, type, price, lote } = GLOVE_LINES[line];
  return draft(
    `GUA-${line}-${size}`,
    'consumable',
    'EPI-GUA',
    price,
    names(`${label.ca}, talla ${size}`, `${label.es}, talla ${size}`, `${label.en}, size ${size}`),
    text,
    { type, standard: 'EN 12477' },
    { lote, breaks: GLOVE_BREAKS },
  );
};

const GLOVES: readonly ProductDraft[] = [
  glove('MIG', 9),
  glove('MIG', 10),
  glove('MIG', 11),
  glove('MMA', 10),
  glove('MMA', 11),
  glove('TIG', 8),
  glove('TIG', 9),
  glove('TIG', 10),
];

const CLOTHING_ATTRIBUTES = { type: 'Protective clothing', standard: 'EN ISO 11611' } as const;

const jacket = (material: 'SER' | 'IGN', size: 'L' | 'XL') =>
  material === 'SER'
    ? draft(
        `JAQ-SER-${size}`,
        'accessory',
        'EPI-ROB',
        54.9,
        names(
          `Jaqueta de soldador de serratge, talla ${size}`,
          `Chaqueta de soldador de serraje, talla ${size}`,
          `Split-leather welding jacket, size ${size}`,
        ),
        names(
          'Serratge boví amb costures de fil ignífug i tancament de corxets; classe 2, per a soldadura en posició i projeccions fortes.',
          'Serraje vacuno con costuras de hilo ignífugo y cierre de corchetes; clase 2, para soldadura en posición y proyecciones fuertes.',
          'Cow split leather with flame-retardant stitching and snap fastening; class 2, for positional welding and heavy spatter.',
        ),
        CLOTHING_ATTRIBUTES,
      )
    : draft(
        `JAQ-IGN-${size}`,
        'accessory',
        'EPI-ROB',
        42.5,
        names(
          `Jaqueta de cotó ignífug, talla ${size}`,
          `Chaqueta de algodón ignífugo, talla ${size}`,
          `Flame-retardant cotton jacket, size ${size}`,
        ),
        names(
          'Cotó tractat de 360 g/m², lleuger i transpirable, amb butxaques amb solapa; classe 1, per a MIG i TIG.',
          'Algodón tratado de 360 g/m², ligero y transpirable, con bolsillos con solapa; clase 1, para MIG y TIG.',
          'Treated 360 g/m² cotton, light and breathable, with flapped pockets; class 1, for MIG and TIG.',
        ),
        CLOTHING_ATTRIBUTES,
      );

const CLOTHING: readonly ProductDraft[] = [
  jacket('SER', 'L'),
  jacket('SER', 'XL'),
  jacket('IGN', 'L'),
  jacket('IGN', 'XL'),
  draft(
    'DAV-SER-60',
    'accessory',
    'EPI-ROB',
    14.9,
    names(
      'Davantal de serratge 60 × 90 cm',
      'Mandil de serraje 60 × 90 cm',
      'Split-leather apron 60 × 90 cm',
    ),
    names(
      'Protegeix el pit i les cames de les espurnes quan es treballa a la taula; corretges regulables al coll i a la cintura.',
      'Protege el pecho y las piernas de las chispas al trabajar en la mesa; correas regulables en el cuello y la cintura.',
      'Shields chest and legs from sparks at the bench; adjustable neck and waist straps.',
    ),
    CLOTHING_ATTRIBUTES,
  ),
  draft(
    'MGT-SER',
    'accessory',
    'EPI-ROB',
    10.9,
    names('Mànigues de serratge (parell)', 'Manguitos de serraje (par)', 'Split-leather sleeves (pair)'),
    names(
      'Mànigues de 45 cm amb goma al canell i al braç, per portar amb el davantal.',
      'Manguitos de 45 cm con goma en la muñeca y el brazo, para llevar con el mandil.',
      '45 cm sleeves with elastic at the wrist and upper arm, to wear with the apron.',
    ),
    CLOTHING_ATTRIBUTES,
  ),
  draft(
    'POL-SER',
    'accessory',
    'EPI-ROB',
    11.9,
    names('Polaines de serratge (parell)', 'Polainas de serraje (par)', 'Split-leather spats (pair)'),
    names(
      "Cobreixen l'empenya i el turmell perquè les gotes de metall no entrin a la bota; tancament autoadherent.",
      'Cubren el empeine y el tobillo para que las gotas de metal no entren en la bota; cierre autoadherente.',
      'Cover instep and ankle so that molten droplets cannot get into the boot; hook-and-loop fastening.',
    ),
    CLOTHING_ATTRIBUTES,
  ),
  draft(
    'PAS-IGN',
    'accessory',
    'EPI-ROB',
    8.9,
    names('Passamuntanyes ignífug', 'Pasamontañas ignífugo', 'Flame-retardant balaclava'),
    names(
      'Cotó ignífug que protegeix el cap i el coll de la radiació i les espurnes sota la pantalla.',
      'Algodón ignífugo que protege la cabeza y el cuello de la radiación y las chispas bajo la pantalla.',
      'Flame-retardant cotton protecting head and neck from radiation and sparks under the helmet.',
    ),
    CLOTHING_ATTRIBUTES,
  ),
];

const CURTAIN_ATTRIBUTES = { type: 'Curtain', standard: 'EN ISO 25980' } as const;

/** Welding curtains by colour; the code ends with the colour's initial (V green, R red, O orange). */
const curtain = (colour: 'V' | 'R' | 'O') => {
  const { name, use } = {
    V: {
      name: names('verda', 'verde', 'green'),
      use: names(
        'La verda fosca és la que filtra més: per separar llocs de treball contigus.',
        'La verde oscura es la que más filtra: para separar puestos de trabajo contiguos.',
        'Dark green filters the most: for separating neighbouring work stations.',
      ),
    },
    R: {
      name: names('vermella', 'roja', 'red'),
      use: names(
        "La vermella filtra la llum blava i deixa veure l'interior de la cabina: per a zones de pas.",
        'La roja filtra la luz azul y deja ver el interior de la cabina: para zonas de paso.',
        'Red filters blue light and lets people see into the booth: for walkways.',
      ),
    },
    O: {
      name: names('taronja', 'naranja', 'orange'),
      use: names(
        'La taronja és la més clara: permet vigilar la cabina des de fora.',
        'La naranja es la más clara: permite vigilar la cabina desde fuera.',
        'Orange is the lightest: the booth can be supervised from outside.',
      ),
    },
  }[colour];
  return draft(
    `COR-140-${colour}`,
    'accessory',
    'EPI-COR',
    64.9,
    names(
      `Cortina de soldadura 1400 × 1800 mm, ${name.ca}`,
      `Cortina de soldadura 1400 × 1800 mm, ${name.es}`,
      `Welding curtain 1400 × 1800 mm, ${name.en}`,
    ),
    names(
      `Làmina de PVC ignífug de 0,4 mm amb ullets cada 30 cm per penjar-la d'una barra o d'un bastidor. ${use.ca}`,
      `Lámina de PVC ignífugo de 0,4 mm con ollaos cada 30 cm para colgarla de una barra o de un bastidor. ${use.es}`,
      `0.4 mm flame-retardant PVC sheet with eyelets every 30 cm to hang it from a rail or a frame. ${use.en}`,
    ),
    CURTAIN_ATTRIBUTES,
  );
};

const CURTAINS: readonly ProductDraft[] = [
  curtain('V'),
  curtain('R'),
  curtain('O'),
  draft(
    'COR-LAM-50',
    'accessory',
    'EPI-COR',
    229,
    names(
      'Rotlle de lamel·les de PVC per a cortina, 300 × 2 mm, 50 m',
      'Rollo de lamas de PVC para cortina, 300 × 2 mm, 50 m',
      'PVC strip curtain roll, 300 × 2 mm, 50 m',
    ),
    names(
      'Lamel·les translúcides de color taronja per tancar cabines i passos de carretons; es tallen a la llargada de la porta.',
      'Lamas translúcidas de color naranja para cerrar cabinas y pasos de carretillas; se cortan al largo de la puerta.',
      'Translucent orange strips to close off booths and forklift passages; cut to the height of the doorway.',
    ),
    CURTAIN_ATTRIBUTES,
  ),
  draft(
    'MAR-COR-3',
    'accessory',
    'EPI-COR',
    289,
    names(
      'Mampara plegable de tres panells amb cortines',
      'Mampara plegable de tres paneles con cortinas',
      'Three-panel folding welding screen with curtains',
    ),
    names(
      "Bastidor de tub d'acer amb rodes i tres cortines de 1000 × 1800 mm; tanca un lloc de soldadura en un minut.",
      'Bastidor de tubo de acero con ruedas y tres cortinas de 1000 × 1800 mm; cierra un puesto de soldadura en un minuto.',
      'Steel-tube frame on castors with three 1000 × 1800 mm curtains; screens off a welding bay in a minute.',
    ),
    CURTAIN_ATTRIBUTES,
  ),
];

const EXTRACTION = { type: 'Fume extraction', standard: 'EN ISO 21904-1' } as const;

const FUME_EXTRACTION: readonly ProductDraft[] = [
  draft(
    'EXT-MOV-1',
    'equipment',
    'EPI-FUM',
    1890,
    names(
      'Extractor de fums mòbil amb braç de 3 m',
      'Extractor de humos móvil con brazo de 3 m',
      'Mobile fume extractor with 3 m arm',
    ),
    names(
      'Aspiració de 1.100 m³/h amb filtre de cartutx i prefiltre metàl·lic; per a un lloc de soldadura MIG o MMA.',
      'Aspiración de 1.100 m³/h con filtro de cartucho y prefiltro metálico; para un puesto de soldadura MIG o MMA.',
      '1,100 m³/h extraction with a cartridge filter and a metal pre-filter; for one MIG or MMA welding station.',
    ),
    { ...EXTRACTION, phase: '1~ 230 V', range: 'Pro' },
  ),
  draft(
    'EXT-MOV-2',
    'equipment',
    'EPI-FUM',
    3690,
    names(
      'Extractor de fums mòbil amb dos braços de 3 m',
      'Extractor de humos móvil con dos brazos de 3 m',
      'Mobile fume extractor with two 3 m arms',
    ),
    names(
      '2.000 m³/h per a dos llocs alhora, amb neteja automàtica del cartutx per aire comprimit.',
      '2.000 m³/h para dos puestos a la vez, con limpieza automática del cartucho por aire comprimido.',
      '2,000 m³/h for two stations at once, with automatic cartridge cleaning by compressed air.',
    ),
    { ...EXTRACTION, phase: '3~ 400 V', range: 'Industrial' },
  ),
  draft(
    'EXT-HV-230',
    'equipment',
    'EPI-FUM',
    1490,
    names(
      "Extractor d'alt buit per a torxes amb aspiració",
      'Extractor de alto vacío para antorchas con aspiración',
      'High-vacuum extractor for fume-extraction torches',
    ),
    names(
      "Capta el fum a la mateixa torxa MIG; s'engega sol amb l'arc i porta filtre de classe W3.",
      'Capta el humo en la propia antorcha MIG; arranca solo con el arco y lleva filtro de clase W3.',
      'Captures fume right at the MIG torch; starts by itself with the arc and has a class W3 filter.',
    ),
    { ...EXTRACTION, phase: '1~ 230 V', range: 'Pro' },
  ),
  draft(
    'EXT-BRA-4',
    'accessory',
    'EPI-FUM',
    640,
    names(
      "Braç d'aspiració mural de 4 m",
      'Brazo de aspiración mural de 4 m',
      'Wall-mounted extraction arm, 4 m',
    ),
    names(
      'Braç autoportant de 160 mm de diàmetre amb campana orientable, per connectar a una instal·lació centralitzada.',
      'Brazo autoportante de 160 mm de diámetro con campana orientable, para conectar a una instalación centralizada.',
      'Self-supporting 160 mm arm with a swivelling hood, for connecting to a central extraction system.',
    ),
    EXTRACTION,
  ),
  draft(
    'EXT-CF-1',
    'consumable',
    'EPI-FUM',
    169,
    names(
      "Cartutx filtrant per a extractor mòbil d'un braç",
      'Cartucho filtrante para extractor móvil de un brazo',
      'Filter cartridge for single-arm mobile extractor',
    ),
    names(
      "Cartutx de polièster amb 12 m² de superfície filtrant, classe W3. Recanvi per a l'EXT-MOV-1.",
      'Cartucho de poliéster con 12 m² de superficie filtrante, clase W3. Recambio para el EXT-MOV-1.',
      'Polyester cartridge with 12 m² of filter area, class W3. Replacement for the EXT-MOV-1.',
    ),
    { ...EXTRACTION, sparePartType: 'Filter cartridge' },
    { breaks: CARTRIDGE_BREAKS },
  ),
  draft(
    'EXT-CF-2',
    'consumable',
    'EPI-FUM',
    239,
    names(
      'Cartutx filtrant autonetejable per a extractor de dos braços',
      'Cartucho filtrante autolimpiable para extractor de dos brazos',
      'Self-cleaning filter cartridge for twin-arm extractor',
    ),
    names(
      "Cartutx de polièster amb membrana de PTFE i 20 m² de superfície, fet per a la neteja per aire comprimit. Recanvi per a l'EXT-MOV-2.",
      'Cartucho de poliéster con membrana de PTFE y 20 m² de superficie, pensado para la limpieza por aire comprimido. Recambio para el EXT-MOV-2.',
      'Polyester cartridge with a PTFE membrane and 20 m² of filter area, built for compressed-air cleaning. Replacement for the EXT-MOV-2.',
    ),
    { ...EXTRACTION, sparePartType: 'Filter cartridge' },
    { breaks: CARTRIDGE_BREAKS },
  ),
  draft(
    'MAS-FFP2',
    'consumable',
    'EPI-FUM',
    1.9,
    names('Mascareta FFP2 amb vàlvula', 'Mascarilla FFP2 con válvula', 'FFP2 respirator with valve'),
    names(
      "Mascareta autofiltrant amb vàlvula d'exhalació i capa de carbó actiu contra els fums de soldadura i l'ozó. Es ven en capses de 10.",
      'Mascarilla autofiltrante con válvula de exhalación y capa de carbón activo contra los humos de soldadura y el ozono. Se vende en cajas de 10.',
      'Filtering half mask with an exhalation valve and an activated-carbon layer against welding fume and ozone. Sold in boxes of 10.',
    ),
    { type: 'Respiratory protection', standard: 'EN 149' },
    { lote: 10 },
  ),
  draft(
    'MAS-FFP3',
    'consumable',
    'EPI-FUM',
    3.6,
    names('Mascareta FFP3 amb vàlvula', 'Mascarilla FFP3 con válvula', 'FFP3 respirator with valve'),
    names(
      "La màxima protecció d'un sol ús per als fums d'inoxidable i galvanitzat; cintes regulables i pinça nasal. Es ven en capses de 10.",
      'La máxima protección desechable para los humos de inoxidable y galvanizado; cintas regulables y pinza nasal. Se vende en cajas de 10.',
      'The highest disposable protection for stainless and galvanised steel fume; adjustable straps and nose clip. Sold in boxes of 10.',
    ),
    { type: 'Respiratory protection', standard: 'EN 149' },
    { lote: 10 },
  ),
];

export const PROTECTION: readonly ProductDraft[] = [
  ...HELMETS,
  ...COVER_LENSES,
  ...GLOVES,
  ...CLOTHING,
  ...CURTAINS,
  ...FUME_EXTRACTION,
];
