// Abrasives (ABR), all Ferrokar: cutting and grinding discs (EN 12413), zirconia flap discs
// (EN 13743) and wire brushes for angle grinders (EN 1083-1), from 75 to 230 mm. Discs are sold by
// boxes (lote 10 or 25); codes read <line>-<diameter>-<thickness × 10 or grit>.
import { ABRASIVE_BREAKS, dc, de, names, type Names, type ProductDraft } from '../product-draft.ts';

type Diameter = 75 | 100 | 115 | 125 | 178 | 230;
type Metal = 'steel' | 'inox';

/** Top speed at the 80 m/s of bonded discs, and the bore: mini grinders take 10 or 16 mm. */
const RPM: Record<Diameter, number> = { 75: 20400, 100: 15300, 115: 13300, 125: 12250, 178: 8600, 230: 6650 };
const BORE: Record<Diameter, number> = { 75: 10, 100: 16, 115: 22.23, 125: 22.23, 178: 22.23, 230: 22.23 };

/** Thousands with a dot in Catalan and Spanish, a comma in English: 13.300 / 13,300. */
const thousands = (value: number, separator: '.' | ',') =>
  value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, separator);

const measure = (value: number, lang: 'ca' | 'es' | 'en') =>
  Number.isInteger(value) ? `${value}` : lang === 'en' ? de(value, 2) : dc(value, 2);

/** The sentence every disc description ends with: bore and top speed. */
const limits = (d: Diameter): Names =>
  names(
    `Forat de ${measure(BORE[d], 'ca')} mm, màxim ${thousands(RPM[d], '.')} rpm.`,
    `Agujero de ${measure(BORE[d], 'es')} mm, máximo ${thousands(RPM[d], '.')} rpm.`,
    `${measure(BORE[d], 'en')} mm bore, ${thousands(RPM[d], ',')} rpm maximum.`,
  );

const disc = (
  codigo: string,
  codigoSubfamilia: 'ABR-TALL' | 'ABR-DESB' | 'ABR-LAM',
  d: Diameter,
  price: number,
  lote: number,
  nombres: Names,
  use: Names,
  type: 'Cutting' | 'Grinding' | 'Flap disc',
): ProductDraft => {
  const end = limits(d);
  return {
    codigo,
    tipo: 'consumable',
    codigoSubfamilia,
    nombres,
    descripciones: names(`${use.ca} ${end.ca}`, `${use.es} ${end.es}`, `${use.en} ${end.en}`),
    price,
    breaks: ABRASIVE_BREAKS,
    lote,
    attributes: {
      type,
      diameter: `${d} mm`,
      standard: type === 'Flap disc' ? 'EN 13743' : 'EN 12413',
      brand: 'Ferrokar',
    },
  };
};

/** Flat cutting disc: DCT-125-10 is 125 × 1.0 mm. */
const cuttingDisc = (d: Diameter, thickness: number, metal: Metal, price: number, lote = 25) => {
  const size = (lang: 'ca' | 'es' | 'en') => `${d} × ${lang === 'en' ? de(thickness) : dc(thickness)} mm`;
  return disc(
    `DCT-${d}-${Math.round(thickness * 10)}`,
    'ABR-TALL',
    d,
    price,
    lote,
    metal === 'inox'
      ? names(
          `Disc de tall inox ${size('ca')}`,
          `Disco de corte inox ${size('es')}`,
          `Stainless steel cutting disc ${size('en')}`,
        )
      : names(
          `Disc de tall per a acer ${size('ca')}`,
          `Disco de corte para acero ${size('es')}`,
          `Steel cutting disc ${size('en')}`,
        ),
    metal === 'inox'
      ? names(
          "Disc fi d'òxid d'alumini sense ferro, sofre ni clor, per tallar inoxidable sense contaminar-lo i amb poca rebava.",
          'Disco fino de óxido de aluminio sin hierro, azufre ni cloro, para cortar inoxidable sin contaminarlo y con poca rebaba.',
          'Thin aluminium oxide disc free of iron, sulphur and chlorine, for cutting stainless steel cleanly without contaminating it.',
        )
      : names(
          "Disc d'òxid d'alumini reforçat amb fibra de vidre per tallar perfils, tubs i xapa d'acer.",
          'Disco de óxido de aluminio reforzado con fibra de vidrio para cortar perfiles, tubos y chapa de acero.',
          'Glass-fibre reinforced aluminium oxide disc for cutting steel sections, tube and sheet.',
        ),
    'Cutting',
  );
};

/** Depressed-centre grinding disc: DDS-125-60 is 125 × 6 mm. */
const grindingDisc = (d: Diameter, thickness: number, metal: Metal, price: number) =>
  disc(
    `DDS-${d}-${thickness * 10}${metal === 'inox' ? '-INOX' : ''}`,
    'ABR-DESB',
    d,
    price,
    10,
    metal === 'inox'
      ? names(
          `Disc de desbast inox ${d} × ${thickness} mm`,
          `Disco de desbaste inox ${d} × ${thickness} mm`,
          `Stainless steel grinding disc ${d} × ${thickness} mm`,
        )
      : names(
          `Disc de desbast per a acer ${d} × ${thickness} mm`,
          `Disco de desbaste para acero ${d} × ${thickness} mm`,
          `Steel grinding disc ${d} × ${thickness} mm`,
        ),
    metal === 'inox'
      ? names(
          'Disc de centre deprimit sense ferro, sofre ni clor per desbastar inoxidable sense tacar-lo.',
          'Disco de centro deprimido sin hierro, azufre ni cloro para desbastar inoxidable sin mancharlo.',
          'Depressed-centre disc free of iron, sulphur and chlorine for grinding stainless steel without staining it.',
        )
      : names(
          'Disc de centre deprimit per rebaixar cordons, bisellar i treure rebaves en acer.',
          'Disco de centro deprimido para rebajar cordones, biselar y eliminar rebabas en acero.',
          'Depressed-centre disc for grinding down welds, bevelling and deburring steel.',
        ),
    'Grinding',
  );

const GRIT_USE: Record<40 | 60 | 80 | 120, Names> = {
  40: names(
    'gra gruixut per rebaixar cordons ràpidament',
    'grano grueso para rebajar cordones con rapidez',
    'coarse grit for fast removal of weld beads',
  ),
  60: names(
    'el gra més versàtil, que desbasta i deixa un acabat acceptable',
    'el grano más versátil, que desbasta y deja un acabado aceptable',
    'the most versatile grit, removing material and leaving a decent finish',
  ),
  80: names(
    'gra mitjà per igualar i preparar per pintar',
    'grano medio para igualar y preparar para pintar',
    'medium grit for blending and preparing for paint',
  ),
  120: names(
    'gra fi per a acabats satinats',
    'grano fino para acabados satinados',
    'fine grit for satin finishes',
  ),
};

/** Zirconia flap disc: DLA-125-Z60 is 125 mm, grit 60. */
const flapDisc = (d: Diameter, grit: 40 | 60 | 80 | 120, price: number) =>
  disc(
    `DLA-${d}-Z${grit}`,
    'ABR-LAM',
    d,
    price,
    10,
    names(
      `Disc de làmines de zirconi ${d} mm, gra ${grit}`,
      `Disco de láminas de circonio ${d} mm, grano ${grit}`,
      `Zirconia flap disc ${d} mm, ${grit} grit`,
    ),
    names(
      `Làmines de zirconi sobre suport de fibra de vidre, per a acer i inoxidable: ${GRIT_USE[grit].ca}.`,
      `Láminas de circonio sobre soporte de fibra de vidrio, para acero e inoxidable: ${GRIT_USE[grit].es}.`,
      `Zirconia flaps on a glass-fibre backing, for steel and stainless steel: ${GRIT_USE[grit].en}.`,
    ),
    'Flap disc',
  );

/** Wire brushes for angle grinders, sold one by one. */
const wireBrush = (
  codigo: string,
  d: Diameter,
  price: number,
  nombres: Names,
  descripciones: Names,
): ProductDraft => ({
  codigo,
  tipo: 'consumable',
  codigoSubfamilia: 'ABR-RASP',
  nombres,
  descripciones,
  price,
  attributes: { type: 'Wire brush', diameter: `${d} mm`, standard: 'EN 1083-1', brand: 'Ferrokar' },
});

const CUTTING_DISCS: readonly ProductDraft[] = [
  cuttingDisc(75, 1.0, 'inox', 1.1, 10),
  cuttingDisc(100, 1.0, 'inox', 0.99),
  cuttingDisc(115, 1.0, 'inox', 1.15),
  cuttingDisc(115, 1.6, 'steel', 1.05),
  cuttingDisc(125, 1.0, 'inox', 1.39),
  cuttingDisc(125, 1.6, 'steel', 1.19),
  cuttingDisc(178, 1.6, 'inox', 2.45),
  cuttingDisc(230, 1.9, 'inox', 3.6),
  cuttingDisc(230, 3.0, 'steel', 2.95),
];

const GRINDING_DISCS: readonly ProductDraft[] = [
  grindingDisc(100, 6, 'steel', 1.85),
  grindingDisc(115, 6, 'steel', 2.1),
  grindingDisc(125, 6, 'steel', 2.45),
  grindingDisc(125, 6, 'inox', 2.95),
  grindingDisc(178, 7, 'steel', 4.3),
  grindingDisc(230, 7, 'steel', 5.4),
];

const FLAP_DISCS: readonly ProductDraft[] = [
  flapDisc(115, 40, 2.65),
  flapDisc(115, 60, 2.65),
  flapDisc(115, 80, 2.65),
  flapDisc(125, 40, 2.95),
  flapDisc(125, 60, 2.95),
  flapDisc(125, 80, 2.95),
  flapDisc(125, 120, 3.1),
  flapDisc(178, 60, 5.9),
];

const WIRE_BRUSHES: readonly ProductDraft[] = [
  wireBrush(
    'RAS-CUP-75-ON',
    75,
    6.9,
    names(
      'Raspall de copa de filferro ondulat 75 mm, M14',
      'Cepillo de copa de alambre ondulado 75 mm, M14',
      'Crimped wire cup brush 75 mm, M14',
    ),
    names(
      "Filferro d'acer de 0,3 mm per treure òxid, pintura i calamina de superfícies grans amb la radial.",
      'Alambre de acero de 0,3 mm para quitar óxido, pintura y calamina de superficies grandes con la amoladora.',
      '0.3 mm steel wire for removing rust, paint and mill scale from large surfaces with an angle grinder.',
    ),
  ),
  wireBrush(
    'RAS-CUP-75-INOX',
    75,
    8.9,
    names(
      'Raspall de copa de filferro inoxidable 75 mm, M14',
      'Cepillo de copa de alambre inoxidable 75 mm, M14',
      'Stainless steel wire cup brush 75 mm, M14',
    ),
    names(
      "Filferro d'acer inoxidable ondulat que no deixa partícules fèrriques: per netejar inoxidable i alumini amb la radial sense contaminar-los.",
      'Alambre de acero inoxidable ondulado que no deja partículas férricas: para limpiar inoxidable y aluminio con la amoladora sin contaminarlos.',
      'Crimped stainless steel wire that leaves no iron particles: for cleaning stainless steel and aluminium with an angle grinder without contaminating them.',
    ),
  ),
  wireBrush(
    'RAS-CUP-100-TR',
    100,
    12.9,
    names(
      'Raspall de copa de filferro trenat 100 mm, M14',
      'Cepillo de copa de alambre trenzado 100 mm, M14',
      'Knotted wire cup brush 100 mm, M14',
    ),
    names(
      'Nusos trenats de 0,5 mm, molt agressius: netegen escòria i projeccions abans de la passada següent.',
      'Nudos trenzados de 0,5 mm, muy agresivos: limpian escoria y proyecciones antes de la siguiente pasada.',
      'Aggressive 0.5 mm twisted knots that clear slag and spatter before the next pass.',
    ),
  ),
  wireBrush(
    'RAS-RUE-115-TR',
    115,
    8.9,
    names(
      'Raspall circular de filferro trenat 115 mm',
      'Cepillo circular de alambre trenzado 115 mm',
      'Knotted wire wheel brush 115 mm',
    ),
    names(
      "Raspall estret de 6 mm que entra al xamfrà i neteja l'arrel i les passades intermèdies de les soldadures de canonada.",
      'Cepillo estrecho de 6 mm que entra en el chaflán y limpia la raíz y las pasadas intermedias de las soldaduras de tubería.',
      'Narrow 6 mm brush that gets into the bevel to clean the root and fill passes of pipe welds.',
    ),
  ),
  wireBrush(
    'RAS-RUE-125-INOX',
    125,
    12.9,
    names(
      'Raspall circular de filferro inoxidable trenat 125 mm',
      'Cepillo circular de alambre inoxidable trenzado 125 mm',
      'Knotted stainless steel wheel brush 125 mm',
    ),
    names(
      "Nusos trenats d'acer inoxidable per netejar cordons d'inoxidable entre passades sense que hi apareguin taques d'òxid.",
      'Nudos trenzados de acero inoxidable para limpiar cordones de inoxidable entre pasadas sin que aparezcan manchas de óxido.',
      'Knotted stainless steel wire for cleaning stainless welds between passes without leaving rust stains.',
    ),
  ),
  wireBrush(
    'RAS-RUE-178-TR',
    178,
    18.5,
    names(
      'Raspall circular de filferro trenat 178 mm',
      'Cepillo circular de alambre trenzado 178 mm',
      'Knotted wire wheel brush 178 mm',
    ),
    names(
      'Per a radials grans: neteja ràpida de calamina, escòria i pintura en estructures i xapa gruixuda.',
      'Para amoladoras grandes: limpieza rápida de calamina, escoria y pintura en estructuras y chapa gruesa.',
      'For large angle grinders: fast removal of mill scale, slag and paint on structures and heavy plate.',
    ),
  ),
];

export const ABRASIVES: readonly ProductDraft[] = [
  ...CUTTING_DISCS,
  ...GRINDING_DISCS,
  ...FLAP_DISCS,
  ...WIRE_BRUSHES,
];
