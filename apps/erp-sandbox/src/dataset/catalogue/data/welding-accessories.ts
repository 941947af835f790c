// Welding accessories (ACC): earth clamps and electrode holders from 200 to 500 A, welding cable
// by the metre or by the reel with its connectors, and the workshop kit a welder keeps at hand
// (magnets, chipping hammers, hand wire brushes, markers, welding tables and their clamps).
import {
  names,
  SINGLE_BREAK,
  SMALL_PART_BREAKS,
  type AttributeRefs,
  type Names,
  type ProductDraft,
} from '../product-draft.ts';

/** Cable cut to length: a price per metre, a little less on long runs. */
const CABLE_BREAKS = [
  { from: 1, off: 0 },
  { from: 25, off: 0.05 },
  { from: 100, off: 0.1 },
] as const;

function accessory(
  codigo: string,
  codigoSubfamilia: 'ACC-PIN' | 'ACC-CAB' | 'ACC-TAL',
  price: number,
  nombres: Names,
  descripciones: Names,
  attributes: AttributeRefs,
  extra: Pick<ProductDraft, 'breaks' | 'lote' | 'minimumQuantity'> = {},
): ProductDraft {
  return { codigo, tipo: 'accessory', codigoSubfamilia, nombres, descripciones, price, attributes, ...extra };
}

/** Electrode holder by rated current: the largest electrode it grips, written per language. */
const electrodeHolder = (amps: 200 | 300 | 400 | 500, price: number, brand: 'Arcvolt' | 'Weldmark') => {
  const electrode = { 200: ['3,2', '3.2'], 300: ['4,0', '4.0'], 400: ['5,0', '5.0'], 500: ['6,0', '6.0'] }[
    amps
  ];
  return accessory(
    `PEL-${amps}`,
    'ACC-PIN',
    price,
    names(`Portaelectrodes ${amps} A`, `Portaelectrodos ${amps} A`, `Electrode holder ${amps} A`),
    names(
      `Portaelectrodes totalment aïllat per a elèctrodes de fins a ${electrode[0]} mm, amb mordassa de llautó i mànec ergonòmic.`,
      `Portaelectrodos totalmente aislado para electrodos de hasta ${electrode[0]} mm, con mordaza de latón y mango ergonómico.`,
      `Fully insulated electrode holder for electrodes up to ${electrode[1]} mm, with brass jaws and an ergonomic handle.`,
    ),
    { type: 'Electrode holder', amperage: `${amps} A`, brand },
  );
};

/** H01N2-D welding cable sold by the metre, cut to length. */
const cableByMetre = (section: number, price: number, brand: 'Arcvolt' | 'Weldmark') =>
  accessory(
    `CBL-${section}`,
    'ACC-CAB',
    price,
    names(
      `Cable de soldadura ${section} mm² (preu per metre)`,
      `Cable de soldadura ${section} mm² (precio por metro)`,
      `Welding cable ${section} mm² (price per metre)`,
    ),
    names(
      "Cable flexible de coure H01N2-D amb coberta de cautxú, resistent a l'oli i a l'abrasió. Es talla a mida a partir de 5 m.",
      'Cable flexible de cobre H01N2-D con cubierta de caucho, resistente al aceite y a la abrasión. Se corta a medida a partir de 5 m.',
      'Flexible H01N2-D copper cable with a rubber sheath, resistant to oil and abrasion. Cut to length from 5 m.',
    ),
    { type: 'Welding cable', brand },
    { breaks: CABLE_BREAKS, minimumQuantity: 5 },
  );

const cableReel = (section: number, price: number) =>
  accessory(
    `CBL-${section}-R50`,
    'ACC-CAB',
    price,
    names(
      `Bobina de cable de soldadura ${section} mm², 50 m`,
      `Bobina de cable de soldadura ${section} mm², 50 m`,
      `Welding cable reel ${section} mm², 50 m`,
    ),
    names(
      `Bobina sencera de 50 m de cable H01N2-D de ${section} mm², per a qui munta els seus propis cables de massa i de torxa.`,
      `Bobina completa de 50 m de cable H01N2-D de ${section} mm², para quien monta sus propios cables de masa y de antorcha.`,
      `Full 50 m reel of ${section} mm² H01N2-D cable, for workshops that make up their own earth and torch leads.`,
    ),
    { type: 'Welding cable', brand: 'Arcvolt' },
  );

/** Magnetic welding squares: the arrow-shaped magnets that hold plates while tacking. */
const magneticSquare = (kg: number, price: number) =>
  accessory(
    `IMA-SQ-${kg}`,
    'ACC-TAL',
    price,
    names(
      `Escaire magnètic de soldadura, ${kg} kg`,
      `Escuadra magnética de soldadura, ${kg} kg`,
      `Magnetic welding square, ${kg} kg`,
    ),
    names(
      `Imant en forma de fletxa que subjecta xapes a 45°, 90° i 135° mentre es punteja. Força de retenció de ${kg} kg.`,
      `Imán en forma de flecha que sujeta chapas a 45°, 90° y 135° mientras se puntea. Fuerza de retención de ${kg} kg.`,
      `Arrow-shaped magnet that holds plates at 45°, 90° and 135° while tacking. ${kg} kg holding force.`,
    ),
    { type: 'Workshop', brand: 'Weldmark' },
  );

const CLAMPS_AND_HOLDERS: readonly ProductDraft[] = [
  accessory(
    'PMA-200',
    'ACC-PIN',
    7.9,
    names('Pinça de massa 200 A', 'Pinza de masa 200 A', 'Earth clamp 200 A'),
    names(
      'Pinça de massa de molla en acer galvanitzat amb trena de coure, per a equips MMA i MIG petits. Obertura de 40 mm.',
      'Pinza de masa de muelle en acero galvanizado con trenza de cobre, para equipos MMA y MIG pequeños. Apertura de 40 mm.',
      'Spring-loaded earth clamp in galvanised steel with a copper braid, for small MMA and MIG machines. 40 mm jaw opening.',
    ),
    { type: 'Earth clamp', amperage: '200 A', brand: 'Weldmark' },
  ),
  accessory(
    'PMA-300',
    'ACC-PIN',
    11.9,
    names('Pinça de massa de llautó 300 A', 'Pinza de masa de latón 300 A', 'Brass earth clamp 300 A'),
    names(
      'Mordasses de llautó massís per a un bon contacte amb la peça; admet cable de 25 a 50 mm². Per a taller i obra.',
      'Mordazas de latón macizo para un buen contacto con la pieza; admite cable de 25 a 50 mm². Para taller y obra.',
      'Solid brass jaws for good contact with the workpiece; takes 25 to 50 mm² cable. For workshop and site use.',
    ),
    { type: 'Earth clamp', amperage: '300 A', brand: 'Arcvolt' },
  ),
  accessory(
    'PMA-400',
    'ACC-PIN',
    16.5,
    names('Pinça de massa reforçada 400 A', 'Pinza de masa reforzada 400 A', 'Heavy-duty earth clamp 400 A'),
    names(
      "Cos de llautó amb molla d'acer inoxidable i connexió per cargol per a cable de 35 a 70 mm². Per a equips MIG industrials.",
      'Cuerpo de latón con muelle de acero inoxidable y conexión por tornillo para cable de 35 a 70 mm². Para equipos MIG industriales.',
      'Brass body with a stainless steel spring and a bolted connection for 35 to 70 mm² cable. For industrial MIG machines.',
    ),
    { type: 'Earth clamp', amperage: '400 A', brand: 'Arcvolt' },
  ),
  accessory(
    'PMA-500',
    'ACC-PIN',
    24.9,
    names('Pinça de massa de cargol 500 A', 'Pinza de masa de tornillo 500 A', 'Screw earth clamp 500 A'),
    names(
      'Pinça en C de llautó que es fixa amb cargol a taules i estructures; contacte estable a alta intensitat i en cicles llargs.',
      'Pinza en C de latón que se fija con tornillo a mesas y estructuras; contacto estable a alta intensidad y en ciclos largos.',
      'Brass C-clamp screwed onto tables and structures; steady contact at high current and over long duty cycles.',
    ),
    { type: 'Earth clamp', amperage: '500 A', brand: 'Weldmark' },
  ),
  accessory(
    'PMA-MAG-300',
    'ACC-PIN',
    29.9,
    names('Pinça de massa magnètica 300 A', 'Pinza de masa magnética 300 A', 'Magnetic earth clamp 300 A'),
    names(
      'Base magnètica de 50 kg de retenció amb contacte de coure; es col·loca en qualsevol punt de la peça sense marcar-la.',
      'Base magnética de 50 kg de retención con contacto de cobre; se coloca en cualquier punto de la pieza sin marcarla.',
      'Magnetic base with 50 kg holding force and a copper contact; fits anywhere on the workpiece without marking it.',
    ),
    { type: 'Earth clamp', amperage: '300 A', brand: 'Arcvolt' },
  ),
  electrodeHolder(200, 9.5, 'Weldmark'),
  electrodeHolder(300, 13.9, 'Arcvolt'),
  electrodeHolder(400, 18.5, 'Arcvolt'),
  electrodeHolder(500, 24.9, 'Weldmark'),
];

const CABLES_AND_CONNECTORS: readonly ProductDraft[] = [
  cableByMetre(25, 3.4, 'Arcvolt'),
  cableByMetre(35, 4.6, 'Arcvolt'),
  cableByMetre(50, 6.4, 'Weldmark'),
  cableReel(35, 209),
  cableReel(50, 289),
  accessory(
    'DIN-M-1025',
    'ACC-CAB',
    4.9,
    names(
      'Connector mascle de 9 mm per a cable de 10-25 mm²',
      'Conector macho de 9 mm para cable de 10-25 mm²',
      '9 mm cable plug for 10-25 mm² cable',
    ),
    names(
      'Connector ràpid de llautó amb funda de goma, per a les bases de 9 mm dels equips petits. Es fixa al cable amb cargol.',
      'Conector rápido de latón con funda de goma, para las bases de 9 mm de los equipos pequeños. Se fija al cable con tornillo.',
      'Brass quick connector with a rubber sleeve, for the 9 mm sockets of small machines. Screws onto the cable.',
    ),
    { type: 'Welding cable', brand: 'Weldmark' },
  ),
  accessory(
    'DIN-M-3550',
    'ACC-CAB',
    6.9,
    names(
      'Connector mascle de 13 mm per a cable de 35-50 mm²',
      'Conector macho de 13 mm para cable de 35-50 mm²',
      '13 mm cable plug for 35-50 mm² cable',
    ),
    names(
      'Connector ràpid de llautó amb funda de goma, per a les bases de 13 mm de la majoria dels equips MMA i MIG.',
      'Conector rápido de latón con funda de goma, para las bases de 13 mm de la mayoría de los equipos MMA y MIG.',
      'Brass quick connector with a rubber sleeve, for the 13 mm sockets of most MMA and MIG machines.',
    ),
    { type: 'Welding cable', brand: 'Weldmark' },
  ),
  accessory(
    'DIN-H-3550',
    'ACC-CAB',
    11.9,
    names(
      'Base de panell de 13 mm per a cable de 35-50 mm²',
      'Base de panel de 13 mm para cable de 35-50 mm²',
      '13 mm panel socket for 35-50 mm² cable',
    ),
    names(
      "Base femella de recanvi per al frontal de l'equip, amb femelles i aïllant. Substitueix les bases cremades o amb joc.",
      'Base hembra de recambio para el frontal del equipo, con tuercas y aislante. Sustituye las bases quemadas o con holgura.',
      "Replacement female socket for the machine's front panel, with nuts and insulator. Replaces burnt or loose sockets.",
    ),
    { type: 'Welding cable', brand: 'Arcvolt' },
  ),
  accessory(
    'CBL-MASA-35-4',
    'ACC-CAB',
    34.9,
    names(
      'Cable de massa de 4 m, 35 mm², amb pinça i connector',
      'Cable de masa de 4 m, 35 mm², con pinza y conector',
      '4 m earth lead, 35 mm², with clamp and plug',
    ),
    names(
      'Llest per connectar: pinça de massa de 300 A i connector de 13 mm muntats en fàbrica.',
      'Listo para conectar: pinza de masa de 300 A y conector de 13 mm montados en fábrica.',
      'Ready to plug in: 300 A earth clamp and 13 mm plug fitted at the factory.',
    ),
    { type: ['Welding cable', 'Earth clamp'], amperage: '300 A', brand: 'Arcvolt' },
  ),
  accessory(
    'CBL-KIT-MMA-200',
    'ACC-CAB',
    39.9,
    names(
      'Joc de cables MMA 3 + 3 m amb portaelectrodes i pinça de massa',
      'Juego de cables MMA 3 + 3 m con portaelectrodos y pinza de masa',
      'MMA lead set 3 + 3 m with electrode holder and earth clamp',
    ),
    names(
      'Dos cables de 25 mm² amb portaelectrodes i pinça de massa de 200 A i connectors de 9 mm; per als inversors MMA portàtils.',
      'Dos cables de 25 mm² con portaelectrodos y pinza de masa de 200 A y conectores de 9 mm; para los inversores MMA portátiles.',
      'Two 25 mm² leads with a 200 A electrode holder and earth clamp and 9 mm plugs; for portable MMA inverters.',
    ),
    { type: ['Welding cable', 'Electrode holder', 'Earth clamp'], amperage: '200 A', brand: 'Weldmark' },
  ),
];

const WORKSHOP: readonly ProductDraft[] = [
  magneticSquare(22, 6.9),
  magneticSquare(34, 10.9),
  accessory(
    'IMA-ONOFF-60',
    'ACC-TAL',
    32.9,
    names(
      'Escaire magnètic desconnectable, 60 kg',
      'Escuadra magnética desconectable, 60 kg',
      'Switchable magnetic square, 60 kg',
    ),
    names(
      "L'interruptor anul·la el magnetisme per retirar-lo sense esforç i netejar-ne les escates. Per a peces gruixudes.",
      'El interruptor anula el magnetismo para retirarla sin esfuerzo y limpiarle la cascarilla. Para piezas gruesas.',
      'The switch cancels the magnetism so it lifts off easily and sheds spatter and scale. For heavy workpieces.',
    ),
    { type: 'Workshop', brand: 'Arcvolt' },
  ),
  accessory(
    'PIC-500',
    'ACC-TAL',
    6.5,
    names('Martell picaescòria', 'Piqueta de soldador', 'Chipping hammer'),
    names(
      "Cap d'acer forjat amb punta i tascó per treure l'escòria dels cordons; mànec de molla que absorbeix els cops.",
      'Cabeza de acero forjado con punta y cincel para quitar la escoria de los cordones; mango de muelle que absorbe los golpes.',
      'Forged steel head with point and chisel to remove slag from weld beads; the spring handle absorbs the blows.',
    ),
    { type: 'Workshop', brand: 'Weldmark' },
  ),
  accessory(
    'CEP-MAN-AC',
    'ACC-TAL',
    2.9,
    names(
      "Raspall de mà de filferro d'acer, 3 files",
      'Cepillo de mano de alambre de acero, 3 filas',
      'Steel wire hand brush, 3 rows',
    ),
    names(
      "Mànec de fusta i filferro d'acer ondulat per netejar escòria i òxid abans i després de soldar.",
      'Mango de madera y alambre de acero ondulado para limpiar escoria y óxido antes y después de soldar.',
      'Wooden handle and crimped steel wire for removing slag and rust before and after welding.',
    ),
    { type: 'Workshop', brand: 'Weldmark' },
  ),
  accessory(
    'CEP-MAN-INOX',
    'ACC-TAL',
    3.9,
    names(
      "Raspall de mà de filferro d'acer inoxidable, 3 files",
      'Cepillo de mano de alambre de acero inoxidable, 3 filas',
      'Stainless steel wire hand brush, 3 rows',
    ),
    names(
      "Filferro d'acer inoxidable que no deixa partícules fèrriques: per netejar cordons d'inoxidable i d'alumini sense contaminar-los.",
      'Alambre de acero inoxidable que no deja partículas férricas: para limpiar cordones de inoxidable y de aluminio sin contaminarlos.',
      'Stainless steel wire that leaves no iron particles behind: for cleaning stainless and aluminium welds without contaminating them.',
    ),
    { type: 'Workshop', brand: 'Weldmark' },
  ),
  accessory(
    'MRC-EST',
    'ACC-TAL',
    0.45,
    names("Barreta d'esteatita per marcar", 'Tiza de esteatita para marcar', 'Soapstone marker'),
    names(
      "Barra plana d'esteatita de 5 × 13 × 127 mm; la marca resisteix la calor i es veu sobre acer calent o rovellat. Es ven per desenes.",
      'Barra plana de esteatita de 5 × 13 × 127 mm; la marca resiste el calor y se ve sobre acero caliente u oxidado. Se vende por decenas.',
      'Flat 5 × 13 × 127 mm soapstone stick; the mark withstands heat and shows on hot or rusty steel. Sold in tens.',
    ),
    { type: 'Workshop', brand: 'Arcvolt' },
    { lote: 10, breaks: SMALL_PART_BREAKS },
  ),
  accessory(
    'MRC-PAINT-W',
    'ACC-TAL',
    3.6,
    names(
      'Retolador de pintura blanc per a metall',
      'Rotulador de pintura blanco para metal',
      'White paint marker for metal',
    ),
    names(
      "Tinta opaca que s'asseca ràpid i marca sobre superfícies brutes, greixoses o de fins a 200 °C. Es ven en capses de 12.",
      'Tinta opaca de secado rápido que marca sobre superficies sucias, grasientas o de hasta 200 °C. Se vende en cajas de 12.',
      'Quick-drying opaque ink that marks on dirty or oily surfaces and up to 200 °C. Sold in boxes of 12.',
    ),
    { type: 'Workshop', brand: 'Arcvolt' },
    { lote: 12, breaks: SMALL_PART_BREAKS },
  ),
  accessory(
    'MES-1000-S',
    'ACC-TAL',
    429,
    names(
      'Taula de soldadura 1000 × 500 mm',
      'Mesa de soldadura 1000 × 500 mm',
      'Welding table 1000 × 500 mm',
    ),
    names(
      "Tauler d'acer de 12 mm amb potes regulables; prou petita per a un taller de manteniment o una furgoneta de servei.",
      'Tablero de acero de 12 mm con patas regulables; lo bastante pequeña para un taller de mantenimiento o una furgoneta de servicio.',
      '12 mm steel top on adjustable legs; compact enough for a maintenance shop or a service van.',
    ),
    { type: 'Workshop', brand: 'Weldmark', range: 'Basic' },
    { breaks: SINGLE_BREAK },
  ),
  accessory(
    'MES-1200-P28',
    'ACC-TAL',
    1690,
    names(
      'Taula de soldadura modular 1200 × 800 mm, forats de 28 mm',
      'Mesa de soldadura modular 1200 × 800 mm, agujeros de 28 mm',
      'Modular welding table 1200 × 800 mm, 28 mm holes',
    ),
    names(
      'Tauler nitrurat de 25 mm amb forats de 28 mm en retícula de 100 mm per a les mordasses i els topalls del sistema. Suporta 2.000 kg.',
      'Tablero nitrurado de 25 mm con agujeros de 28 mm en retícula de 100 mm para los gatos y los topes del sistema. Soporta 2.000 kg.',
      "25 mm nitrided top with 28 mm holes on a 100 mm grid for the system's clamps and stops. Carries 2,000 kg.",
    ),
    { type: 'Workshop', brand: 'Arcvolt', range: 'Industrial' },
    { breaks: SINGLE_BREAK },
  ),
  accessory(
    'MES-SJ-28',
    'ACC-TAL',
    89,
    names(
      'Mordassa de cargol per a taula amb forats de 28 mm',
      'Gato de tornillo para mesa con agujeros de 28 mm',
      'Screw clamp for tables with 28 mm holes',
    ),
    names(
      "S'encaixa en qualsevol forat de la taula i fixa la peça amb un gir; braç d'acer de 300 mm.",
      'Encaja en cualquier agujero de la mesa y fija la pieza con un giro; brazo de acero de 300 mm.',
      'Drops into any hole of the table and locks the workpiece with one turn; 300 mm steel arm.',
    ),
    { type: 'Workshop', brand: 'Arcvolt' },
  ),
];

export const WELDING_ACCESSORIES: readonly ProductDraft[] = [
  ...CLAMPS_AND_HOLDERS,
  ...CABLES_AND_CONNECTORS,
  ...WORKSHOP,
];
