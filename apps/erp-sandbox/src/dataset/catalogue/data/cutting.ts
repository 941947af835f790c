// Cutting: plasma cutters from 40 A to 120 A with their torches, oxy-fuel kits, blowpipes and
// flashback arrestors, and the wearing parts of both (electrodes, nozzles, shield cups).
import type { Range } from '../attributes.ts';
import { SMALL_PART_BREAKS, dc, de, names, type Names, type ProductDraft } from '../product-draft.ts';

const SUPPLY = {
  1: { value: '1~ 230 V', ca: 'monofàsic', es: 'monofásico', en: 'single-phase' },
  3: { value: '3~ 400 V', ca: 'trifàsic', es: 'trifásico', en: 'three-phase' },
} as const;

interface PlasmaSpec {
  codigo: string;
  amps: number;
  phase: 1 | 3;
  price: number;
  range: Range;
  /** "amb compressor" and the like, after the supply; empty for a plain machine. */
  extra?: Names;
  desc: Names;
}

function plasmaCutter(spec: PlasmaSpec): ProductDraft {
  const supply = SUPPLY[spec.phase];
  const extra = (lang: keyof Names) => (spec.extra ? ` ${spec.extra[lang]}` : '');
  return {
    codigo: spec.codigo,
    tipo: 'equipment',
    codigoSubfamilia: 'TALL-PLA',
    nombres: names(
      `Equip de tall per plasma ${spec.amps} A ${supply.ca}${extra('ca')}`,
      `Equipo de corte por plasma ${spec.amps} A ${supply.es}${extra('es')}`,
      `Plasma cutter ${spec.amps} A ${supply.en}${extra('en')}`,
    ),
    descripciones: spec.desc,
    price: spec.price,
    attributes: {
      amperage: `${spec.amps} A`,
      phase: supply.value,
      brand: 'Plasmacorp',
      range: spec.range,
      standard: 'EN IEC 60974-1',
      type: ['Plasma', 'Inverter'],
    },
  };
}

const PLASMA_CUTTERS: readonly ProductDraft[] = [
  plasmaCutter({
    codigo: 'PLA-40-M',
    amps: 40,
    phase: 1,
    price: 590,
    range: 'Basic',
    desc: names(
      "Talla fins a 12 mm d'acer (tall de qualitat fins a 10 mm) amb l'aire comprimit del taller. Encesa sense alta freqüència, segura per a l'electrònica propera.",
      'Corta hasta 12 mm de acero (corte de calidad hasta 10 mm) con el aire comprimido del taller. Cebado sin alta frecuencia, seguro para la electrónica cercana.',
      'Cuts up to 12 mm of steel (quality cut up to 10 mm) on workshop compressed air. Ignition without high frequency, safe for nearby electronics.',
    ),
  }),
  plasmaCutter({
    codigo: 'PLA-45-MC',
    amps: 45,
    phase: 1,
    price: 990,
    range: 'Pro',
    extra: names('amb compressor', 'con compresor', 'with compressor'),
    desc: names(
      "Compressor integrat: només cal un endoll per tallar fins a 12 mm. Pensat per a manteniment i muntatges a l'obra.",
      'Compresor integrado: solo hace falta un enchufe para cortar hasta 12 mm. Pensado para mantenimiento y montajes en obra.',
      'Built-in compressor: all it needs is a socket to cut up to 12 mm. Made for maintenance and on-site installation work.',
    ),
  }),
  plasmaCutter({
    codigo: 'PLA-60-M',
    amps: 60,
    phase: 1,
    price: 1390,
    range: 'Pro',
    desc: names(
      "Tall de qualitat fins a 16 mm i separació fins a 20 mm des d'un endoll de 230 V. Mode de reixa per a xapa desplegada i mode de ranurat.",
      'Corte de calidad hasta 16 mm y separación hasta 20 mm desde un enchufe de 230 V. Modo rejilla para chapa desplegada y modo de ranurado.',
      'Quality cut up to 16 mm and severance up to 20 mm from a 230 V socket. Grid mode for expanded metal and a gouging mode.',
    ),
  }),
  plasmaCutter({
    codigo: 'PLA-80-T',
    amps: 80,
    phase: 3,
    price: 2390,
    range: 'Pro',
    desc: names(
      'Equip trifàsic per a calderers: tall de qualitat fins a 25 mm i cicle del 60 % a 80 A. Torxa de 6 m amb connexió ràpida.',
      'Equipo trifásico para calderería: corte de calidad hasta 25 mm y ciclo del 60 % a 80 A. Antorcha de 6 m con conexión rápida.',
      'Three-phase cutter for boilermakers: quality cut up to 25 mm and a 60 % duty cycle at 80 A. 6 m torch with a quick connector.',
    ),
  }),
  plasmaCutter({
    codigo: 'PLA-100-T',
    amps: 100,
    phase: 3,
    price: 3590,
    range: 'Industrial',
    desc: names(
      'Equip industrial per a tall manual i automàtic fins a 32 mm, amb interfície CNC. Consumibles de llarga durada.',
      'Equipo industrial para corte manual y automático hasta 32 mm, con interfaz CNC. Consumibles de larga duración.',
      'Industrial cutter for manual and machine cutting up to 32 mm, with a CNC interface. Long-life consumables.',
    ),
  }),
  plasmaCutter({
    codigo: 'PLA-120-T',
    amps: 120,
    phase: 3,
    price: 4790,
    range: 'Industrial',
    desc: names(
      "Font de plasma de 120 A per a taules de tall CNC, amb control d'alçada per tensió d'arc. Tall de qualitat fins a 40 mm.",
      'Fuente de plasma de 120 A para mesas de corte CNC, con control de altura por tensión de arco. Corte de calidad hasta 40 mm.',
      '120 A plasma source for CNC cutting tables, with arc-voltage height control. Quality cut up to 40 mm.',
    ),
  }),
];

const PLASMA_TORCHES: readonly ProductDraft[] = [
  {
    codigo: 'PLA-TORCH-60-6M',
    tipo: 'accessory',
    codigoSubfamilia: 'TALL-PLA',
    nombres: names(
      'Torxa de plasma manual de 60 A, 6 m',
      'Antorcha de plasma manual de 60 A, 6 m',
      'Manual plasma torch 60 A, 6 m',
    ),
    descripciones: names(
      'Torxa de recanvi per als equips de 40 a 60 A, amb connexió central. Fa servir els elèctrodes i les toveres de la sèrie 60.',
      'Antorcha de recambio para los equipos de 40 a 60 A, con conexión centralizada. Usa los electrodos y las toberas de la serie 60.',
      'Replacement torch for the 40 to 60 A cutters, with a central connector. Uses the 60 series electrodes and nozzles.',
    ),
    price: 189,
    attributes: { amperage: '60 A', brand: 'Plasmacorp', type: 'Plasma' },
  },
  {
    codigo: 'PLA-TORCH-100-6M',
    tipo: 'accessory',
    codigoSubfamilia: 'TALL-PLA',
    nombres: names(
      'Torxa de plasma manual de 100 A, 6 m',
      'Antorcha de plasma manual de 100 A, 6 m',
      'Manual plasma torch 100 A, 6 m',
    ),
    descripciones: names(
      'Torxa de recanvi per als equips de 80 i 100 A, amb mànec ergonòmic i protecció tèrmica. Fa servir els consumibles de la sèrie 100.',
      'Antorcha de recambio para los equipos de 80 y 100 A, con empuñadura ergonómica y protección térmica. Usa los consumibles de la serie 100.',
      'Replacement torch for the 80 and 100 A cutters, with an ergonomic handle and thermal protection. Uses the 100 series consumables.',
    ),
    price: 329,
    attributes: { amperage: '100 A', brand: 'Plasmacorp', type: 'Plasma' },
  },
  {
    codigo: 'PLA-TORCH-120-CNC',
    tipo: 'accessory',
    codigoSubfamilia: 'TALL-PLA',
    nombres: names(
      'Torxa de plasma de màquina de 120 A, 7,5 m',
      'Antorcha de plasma de máquina de 120 A, 7,5 m',
      'Machine plasma torch 120 A, 7.5 m',
    ),
    descripciones: names(
      "Torxa recta per a taules de tall CNC, amb cremallera per al control d'alçada. Cable de 7,5 m amb connexió ràpida.",
      'Antorcha recta para mesas de corte CNC, con cremallera para el control de altura. Cable de 7,5 m con conexión rápida.',
      'Straight torch for CNC cutting tables, with a rack for the height control. 7.5 m lead with a quick connector.',
    ),
    price: 590,
    attributes: { amperage: '120 A', brand: 'Plasmacorp', type: 'Plasma' },
  },
];

/** Oxy-fuel goods of Gasflux: kits (equipment) and their parts (accessories). */
function oxy(
  codigo: string,
  tipo: 'equipment' | 'accessory',
  nombres: Names,
  descripciones: Names,
  price: number,
  extra: { range?: Range; standard?: string | readonly string[] } = {},
): ProductDraft {
  return {
    codigo,
    tipo,
    codigoSubfamilia: 'TALL-OXI',
    nombres,
    descripciones,
    price,
    attributes: { brand: 'Gasflux', type: 'Oxy-fuel', ...extra },
  };
}

const KIT_STANDARDS = ['EN ISO 5172', 'EN ISO 5175-1'] as const;

const OXY_FUEL: readonly ProductDraft[] = [
  oxy(
    'OXI-KIT-SOL',
    'equipment',
    names(
      'Equip oxiacetilènic de soldadura i escalfament',
      'Equipo oxiacetilénico de soldadura y calentamiento',
      'Oxy-acetylene welding and heating kit',
    ),
    names(
      "Mànec de bufador amb broquets de l'1 al 5, manoreductors, 5 m de mànega bessona i vàlvules antiretorn. Sense ampolles.",
      'Mango de soplete con boquillas del 1 al 5, manorreductores, 5 m de manguera gemela y válvulas antirretorno. Sin botellas.',
      'Blowpipe shank with tips 1 to 5, regulators, 5 m of twin hose and flashback arrestors. Cylinders not included.',
    ),
    395,
    { range: 'Basic', standard: KIT_STANDARDS },
  ),
  oxy(
    'OXI-KIT-TALL',
    'equipment',
    names('Equip oxiacetilènic de tall', 'Equipo oxiacetilénico de corte', 'Oxy-acetylene cutting kit'),
    names(
      'Bufador de tall de 90° amb broquets de 3 a 100 mm, manoreductors, mànega de 10 m i vàlvules antiretorn. Es lliura en caixa metàl·lica.',
      'Soplete de corte de 90° con boquillas de 3 a 100 mm, manorreductores, manguera de 10 m y válvulas antirretorno. Se entrega en caja metálica.',
      '90° cutting blowpipe with nozzles from 3 to 100 mm, regulators, 10 m of hose and flashback arrestors. Supplied in a steel case.',
    ),
    595,
    { range: 'Pro', standard: KIT_STANDARDS },
  ),
  oxy(
    'OXI-KIT-PRO',
    'equipment',
    names(
      "Equip d'oxitall complet amb carro",
      'Equipo de oxicorte completo con carro',
      'Complete oxy-fuel cutting kit with trolley',
    ),
    names(
      'Carro per a dues ampolles grans amb bufador de tall, mànec de soldar, manoreductors de doble etapa i 20 m de mànega. Per a desballestament i caldereria pesant.',
      'Carro para dos botellas grandes con soplete de corte, mango de soldar, manorreductores de doble etapa y 20 m de manguera. Para desguace y calderería pesada.',
      'Trolley for two large cylinders with a cutting blowpipe, welding shank, two-stage regulators and 20 m of hose. For scrapyards and heavy fabrication.',
    ),
    990,
    { range: 'Industrial', standard: KIT_STANDARDS },
  ),
  oxy(
    'OXI-BUF-M',
    'accessory',
    names('Mànec de bufador', 'Mango de soplete', 'Blowpipe shank'),
    names(
      'Mànec universal amb vàlvules de regulació de llautó per a broquets de soldadura, escalfament i accessori de tall.',
      'Mango universal con válvulas de regulación de latón para boquillas de soldadura, calentamiento y accesorio de corte.',
      'Universal shank with brass control valves for welding and heating tips and a cutting attachment.',
    ),
    79,
    { standard: 'EN ISO 5172' },
  ),
  oxy(
    'OXI-BUF-C90',
    'accessory',
    names('Bufador de tall de 90°', 'Soplete de corte de 90°', '90° cutting blowpipe'),
    names(
      "Bufador de tall d'injecció de 500 mm amb capçal a 90°, per a acetilè o propà segons el broquet. Talla fins a 100 mm.",
      'Soplete de corte de inyección de 500 mm con cabezal a 90°, para acetileno o propano según la boquilla. Corta hasta 100 mm.',
      '500 mm injector cutting blowpipe with a 90° head, for acetylene or propane depending on the nozzle. Cuts up to 100 mm.',
    ),
    149,
    { standard: 'EN ISO 5172' },
  ),
  oxy(
    'OXI-BUF-MINI',
    'accessory',
    names(
      'Bufador petit per a soldadura forta',
      'Soplete pequeño para soldadura fuerte',
      'Small brazing blowpipe',
    ),
    names(
      'Bufador lleuger per a lampisteria, climatització i joieria, amb cinc broquets de coure. Per a oxigen i acetilè.',
      'Soplete ligero para fontanería, climatización y joyería, con cinco boquillas de cobre. Para oxígeno y acetileno.',
      'Lightweight blowpipe for plumbing, HVAC and jewellery work, with five copper tips. For oxygen and acetylene.',
    ),
    69,
    { standard: 'EN ISO 5172' },
  ),
  oxy(
    'OXI-ATC-90',
    'accessory',
    names(
      'Accessori de tall per a mànec de bufador',
      'Accesorio de corte para mango de soplete',
      'Cutting attachment for blowpipe shank',
    ),
    names(
      "Converteix el mànec de soldar en bufador de tall, amb capçal a 90° i palanca d'oxigen de tall. Talla fins a 60 mm.",
      'Convierte el mango de soldar en soplete de corte, con cabezal a 90° y palanca de oxígeno de corte. Corta hasta 60 mm.',
      'Turns the welding shank into a cutting blowpipe, with a 90° head and a cutting oxygen lever. Cuts up to 60 mm.',
    ),
    89,
    { standard: 'EN ISO 5172' },
  ),
  oxy(
    'OXI-VAR-O2-R',
    'accessory',
    names(
      "Vàlvula antiretorn d'oxigen per a manoreductor",
      'Válvula antirretorno de oxígeno para manorreductor',
      'Oxygen flashback arrestor for regulators',
    ),
    names(
      "Atura el retrocés de flama i el retorn de gas a la sortida del manoreductor d'oxigen. Amb vàlvula de tall tèrmic.",
      'Detiene el retroceso de llama y el retorno de gas a la salida del manorreductor de oxígeno. Con válvula de corte térmico.',
      'Stops flashback and reverse gas flow at the outlet of the oxygen regulator. With a thermal cut-off valve.',
    ),
    39,
    { standard: 'EN ISO 5175-1' },
  ),
  oxy(
    'OXI-VAR-AC-R',
    'accessory',
    names(
      "Vàlvula antiretorn d'acetilè per a manoreductor",
      'Válvula antirretorno de acetileno para manorreductor',
      'Acetylene flashback arrestor for regulators',
    ),
    names(
      "Protecció obligatòria a la sortida del manoreductor d'acetilè, amb rosca a l'esquerra. Filtre sinteritzat i tall tèrmic.",
      'Protección obligatoria a la salida del manorreductor de acetileno, con rosca a izquierdas. Filtro sinterizado y corte térmico.',
      'Mandatory protection at the acetylene regulator outlet, with a left-hand thread. Sintered filter and thermal cut-off.',
    ),
    39,
    { standard: 'EN ISO 5175-1' },
  ),
  oxy(
    'OXI-VAR-SET-B',
    'accessory',
    names(
      'Joc de vàlvules antiretorn per a bufador',
      'Juego de válvulas antirretorno para soplete',
      'Blowpipe flashback arrestor set',
    ),
    names(
      "Parella de vàlvules antiretorn d'oxigen i de gas combustible que es munten a l'entrada del bufador.",
      'Pareja de válvulas antirretorno de oxígeno y de gas combustible que se montan en la entrada del soplete.',
      'Pair of oxygen and fuel gas non-return valves fitted at the blowpipe inlets.',
    ),
    42,
    { standard: 'EN ISO 5175-1' },
  ),
  oxy(
    'OXI-MAN-TW-10',
    'accessory',
    names(
      "Mànega bessona d'oxigen i acetilè, 10 m",
      'Manguera gemela de oxígeno y acetileno, 10 m',
      'Twin oxygen and acetylene hose, 10 m',
    ),
    names(
      'Mànega bessona blava i vermella de 6 mm amb racords muntats. Per a equips de soldadura i tall.',
      'Manguera gemela azul y roja de 6 mm con racores montados. Para equipos de soldadura y corte.',
      'Blue and red 6 mm twin hose with fittings attached. For welding and cutting kits.',
    ),
    45,
  ),
  oxy(
    'OXI-MAN-TW-20',
    'accessory',
    names(
      "Mànega bessona d'oxigen i acetilè, 20 m",
      'Manguera gemela de oxígeno y acetileno, 20 m',
      'Twin oxygen and acetylene hose, 20 m',
    ),
    names(
      'Mànega bessona de 20 m per treballar lluny de les ampolles, amb racords muntats i provats.',
      'Manguera gemela de 20 m para trabajar lejos de las botellas, con racores montados y probados.',
      '20 m twin hose for working far from the cylinders, with fittings attached and tested.',
    ),
    79,
  ),
];

interface SpareSpec {
  codigo: string;
  nombres: Names;
  descripciones: Names;
  price: number;
  part: 'Plasma electrode' | 'Plasma nozzle' | 'Shield cup' | 'Cutting nozzle';
  lote?: number;
  amps?: number;
  diameter?: string;
}

function cuttingSpare(spec: SpareSpec): ProductDraft {
  const plasma = spec.part !== 'Cutting nozzle';
  return {
    codigo: spec.codigo,
    tipo: 'consumable',
    codigoSubfamilia: 'TALL-REC',
    nombres: spec.nombres,
    descripciones: spec.descripciones,
    price: spec.price,
    ...(spec.lote ? { lote: spec.lote, breaks: SMALL_PART_BREAKS } : {}),
    attributes: {
      brand: plasma ? 'Plasmacorp' : 'Gasflux',
      type: plasma ? 'Plasma' : 'Oxy-fuel',
      sparePartType: spec.part,
      ...(spec.amps ? { amperage: `${spec.amps} A` } : {}),
      ...(spec.diameter ? { diameter: spec.diameter } : {}),
    },
  };
}

const electrode = (codigo: string, amps: number, price: number, ca: string, es: string, en: string) =>
  cuttingSpare({
    codigo,
    part: 'Plasma electrode',
    amps,
    price,
    lote: 5,
    nombres: names(
      `Elèctrode de plasma per a torxa de ${amps} A`,
      `Electrodo de plasma para antorcha de ${amps} A`,
      `Plasma electrode for ${amps} A torch`,
    ),
    descripciones: names(ca, es, en),
  });

/** Catalan "de" before a number, elided where the number is read with a vowel first (un, onze). */
const deCa = (number: string) => (/^(1([,.]|$)|11)/.test(number) ? `d'${number}` : `de ${number}`);

const plasmaNozzle = (codigo: string, amps: number, bore: number, price: number) =>
  cuttingSpare({
    codigo,
    part: 'Plasma nozzle',
    amps,
    price,
    lote: 10,
    diameter: `${de(bore)} mm`,
    nombres: names(
      `Tovera de plasma ${deCa(dc(bore))} mm per a ${amps} A`,
      `Tobera de plasma de ${dc(bore)} mm para ${amps} A`,
      `Plasma nozzle ${de(bore)} mm for ${amps} A`,
    ),
    descripciones: names(
      `Tovera de coure amb orifici ${deCa(dc(bore))} mm per tallar a ${amps} A. Canvieu-la juntament amb l'elèctrode quan l'orifici perdi la rodonesa.`,
      `Tobera de cobre con orificio de ${dc(bore)} mm para cortar a ${amps} A. Cámbiela junto con el electrodo cuando el orificio pierda la redondez.`,
      `Copper nozzle with a ${de(bore)} mm orifice for cutting at ${amps} A. Replace it together with the electrode once the orifice is no longer round.`,
    ),
  });

const cuttingNozzle = (codigo: string, from: number, to: number, price: number) =>
  cuttingSpare({
    codigo,
    part: 'Cutting nozzle',
    price,
    nombres: names(
      `Broquet de tall d'acetilè de ${from} a ${to} mm`,
      `Boquilla de corte de acetileno de ${from} a ${to} mm`,
      `Acetylene cutting nozzle, ${from} to ${to} mm`,
    ),
    descripciones: names(
      `Broquet de dues peces per a bufadors de tall d'injecció, per a gruixos de ${from} a ${to} mm d'acer.`,
      `Boquilla de dos piezas para sopletes de corte de inyección, para espesores de ${from} a ${to} mm de acero.`,
      `Two-piece nozzle for injector cutting blowpipes, for steel ${from} to ${to} mm thick.`,
    ),
  });

const CUTTING_SPARES: readonly ProductDraft[] = [
  electrode(
    'PLA-ELE-60',
    60,
    3.2,
    "Elèctrode amb insert d'hafni per a les torxes de 40 a 60 A. Es ven en lots de 5.",
    'Electrodo con inserto de hafnio para las antorchas de 40 a 60 A. Se vende en lotes de 5.',
    'Hafnium-insert electrode for the 40 to 60 A torches. Sold in packs of 5.',
  ),
  electrode(
    'PLA-ELE-100',
    100,
    4.1,
    "Elèctrode d'hafni de llarga durada per a les torxes de 80 i 100 A. Es ven en lots de 5.",
    'Electrodo de hafnio de larga duración para las antorchas de 80 y 100 A. Se vende en lotes de 5.',
    'Long-life hafnium electrode for the 80 and 100 A torches. Sold in packs of 5.',
  ),
  electrode(
    'PLA-ELE-120',
    120,
    5.4,
    'Elèctrode per a la torxa de màquina de 120 A, pensat per a moltes encebades seguides en tall CNC.',
    'Electrodo para la antorcha de máquina de 120 A, pensado para muchos cebados seguidos en corte CNC.',
    'Electrode for the 120 A machine torch, built for many arc starts in a row on CNC work.',
  ),
  plasmaNozzle('PLA-NOZ-40-10', 40, 1.0, 2.1),
  plasmaNozzle('PLA-NOZ-60-12', 60, 1.2, 2.25),
  plasmaNozzle('PLA-NOZ-100-16', 100, 1.6, 2.9),
  cuttingSpare({
    codigo: 'PLA-SHC-60',
    part: 'Shield cup',
    amps: 60,
    price: 8.5,
    nombres: names(
      'Protector de tovera per a torxa de 60 A',
      'Protector de tobera para antorcha de 60 A',
      'Shield cup for 60 A torch',
    ),
    descripciones: names(
      'Protector ceràmic que subjecta la tovera i permet tallar amb la torxa recolzada a la peça.',
      'Protector cerámico que sujeta la tobera y permite cortar con la antorcha apoyada en la pieza.',
      'Ceramic shield cup that holds the nozzle and lets you drag-cut with the torch resting on the work.',
    ),
  }),
  cuttingSpare({
    codigo: 'PLA-SHC-100',
    part: 'Shield cup',
    amps: 100,
    price: 11.9,
    nombres: names(
      'Protector de tovera per a torxa de 100 A',
      'Protector de tobera para antorcha de 100 A',
      'Shield cup for 100 A torch',
    ),
    descripciones: names(
      'Protector de tovera per a les torxes de 80 i 100 A, que desvia les escòries en perforar xapa gruixuda.',
      'Protector de tobera para las antorchas de 80 y 100 A, que desvía la escoria al perforar chapa gruesa.',
      'Shield cup for the 80 and 100 A torches that deflects slag when piercing thick plate.',
    ),
  }),
  cuttingNozzle('OXI-BOQ-0310', 3, 10, 7.9),
  cuttingNozzle('OXI-BOQ-1025', 10, 25, 8.5),
  cuttingNozzle('OXI-BOQ-2550', 25, 50, 9.9),
  cuttingNozzle('OXI-BOQ-50100', 50, 100, 12.5),
];

export const CUTTING: readonly ProductDraft[] = [
  ...PLASMA_CUTTERS,
  ...PLASMA_TORCHES,
  ...OXY_FUEL,
  ...CUTTING_SPARES,
];
