// Welding machines (MIG/MAG, TIG, MMA and multiprocess) from 160 A to 500 A, plus separate wire
// feeders and cooling units. A machine's code starts with its amperage × 10 (MIG-3500-T: 350 A).
import type { Range } from '../attributes.ts';
import { FLEET_BREAKS, names, type Names, type ProductDraft } from '../product-draft.ts';

const STANDARD = 'EN IEC 60974-1';

interface WelderSpec {
  codigo: string;
  sub: 'EQS-MIG' | 'EQS-TIG' | 'EQS-MMA' | 'EQS-MULTI';
  /** What the machine is, without its amperage and supply: "Equip TIG AC/DC". */
  head: Names;
  amps: number;
  phase: 1 | 3;
  price: number;
  brand: 'Arcvolt' | 'Weldmark';
  range: Range;
  types: readonly string[];
  /** Workshop machines bought by the handful get the fleet breaks; the rest one price. */
  fleet?: boolean;
  desc: Names;
}

const SUPPLY = {
  1: { value: '1~ 230 V', ca: 'monofàsic', es: 'monofásico', en: 'single-phase' },
  3: { value: '3~ 400 V', ca: 'trifàsic', es: 'trifásico', en: 'three-phase' },
} as const;

function welder(spec: WelderSpec): ProductDraft {
  const supply = SUPPLY[spec.phase];
  return {
    codigo: spec.codigo,
    tipo: 'equipment',
    codigoSubfamilia: spec.sub,
    nombres: names(
      `${spec.head.ca} ${spec.amps} A ${supply.ca}`,
      `${spec.head.es} ${spec.amps} A ${supply.es}`,
      `${spec.head.en} ${spec.amps} A ${supply.en}`,
    ),
    descripciones: spec.desc,
    price: spec.price,
    ...(spec.fleet ? { breaks: FLEET_BREAKS } : {}),
    attributes: {
      amperage: `${spec.amps} A`,
      phase: supply.value,
      brand: spec.brand,
      range: spec.range,
      standard: STANDARD,
      type: spec.types,
    },
  };
}

const MIG_INVERTER = names('Equip MIG/MAG inversor', 'Equipo MIG/MAG inversor', 'MIG/MAG inverter welder');
const MIG_CONVENTIONAL = names(
  'Equip MIG/MAG convencional',
  'Equipo MIG/MAG convencional',
  'Conventional MIG/MAG welder',
);
const MIG_SYNERGIC = names('Equip MIG/MAG sinèrgic', 'Equipo MIG/MAG sinérgico', 'Synergic MIG/MAG welder');
const MIG_PULSED = names('Equip MIG/MAG polsat', 'Equipo MIG/MAG pulsado', 'Pulsed MIG/MAG welder');
const TIG_DC = names('Equip TIG DC', 'Equipo TIG DC', 'TIG DC welder');
const TIG_DC_PULSED = names('Equip TIG DC polsat', 'Equipo TIG DC pulsado', 'Pulsed TIG DC welder');
const TIG_ACDC = names('Equip TIG AC/DC', 'Equipo TIG AC/DC', 'TIG AC/DC welder');
const MMA_INVERTER = names('Equip MMA inversor', 'Equipo MMA inversor', 'MMA inverter welder');
const MMA_RECTIFIER = names('Rectificador MMA', 'Rectificador MMA', 'MMA rectifier welder');
const MULTI = names('Equip multiprocés', 'Equipo multiproceso', 'Multiprocess welder');
const MULTI_PULSED = names(
  'Equip multiprocés polsat',
  'Equipo multiproceso pulsado',
  'Pulsed multiprocess welder',
);

const MIG_WELDERS: readonly ProductDraft[] = [
  welder({
    codigo: 'MIG-1600-M',
    sub: 'EQS-MIG',
    head: MIG_INVERTER,
    amps: 160,
    phase: 1,
    price: 545,
    brand: 'Arcvolt',
    range: 'Basic',
    types: ['Conventional', 'Inverter'],
    desc: names(
      'Equip compacte per a bobines de 5 kg, amb regulació manual de tensió i de velocitat de fil. Ideal per a manteniment i petita serralleria.',
      'Equipo compacto para bobinas de 5 kg, con regulación manual de tensión y de velocidad de hilo. Ideal para mantenimiento y pequeña cerrajería.',
      'Compact welder for 5 kg spools with manual voltage and wire speed control. Ideal for maintenance work and small metalwork shops.',
    ),
  }),
  welder({
    codigo: 'MIG-1800-M',
    sub: 'EQS-MIG',
    head: MIG_SYNERGIC,
    amps: 180,
    phase: 1,
    price: 790,
    brand: 'Weldmark',
    range: 'Basic',
    types: ['Synergic', 'Inverter'],
    desc: names(
      'Corbes sinèrgiques per a acer, inoxidable i alumini; admet bobines de 15 kg. Funciona amb un generador a partir de 7 kVA.',
      'Curvas sinérgicas para acero, inoxidable y aluminio; admite bobinas de 15 kg. Funciona con un generador a partir de 7 kVA.',
      'Synergic curves for steel, stainless steel and aluminium; takes 15 kg spools. Runs on a generator from 7 kVA.',
    ),
  }),
  welder({
    codigo: 'MIG-2000-M',
    sub: 'EQS-MIG',
    head: MIG_SYNERGIC,
    amps: 200,
    phase: 1,
    price: 1180,
    brand: 'Arcvolt',
    range: 'Pro',
    types: ['Synergic', 'Inverter'],
    fleet: true,
    desc: names(
      'Equip de taller amb pantalla digital, mode 2T/4T i alimentador de 4 rodets. Cicle de treball del 35 % a 200 A.',
      'Equipo de taller con pantalla digital, modo 2T/4T y alimentador de 4 rodillos. Ciclo de trabajo del 35 % a 200 A.',
      'Workshop welder with a digital display, 2T/4T trigger modes and a 4-roll wire feeder. 35 % duty cycle at 200 A.',
    ),
  }),
  welder({
    codigo: 'MIG-2200-MP',
    sub: 'EQS-MIG',
    head: MIG_PULSED,
    amps: 220,
    phase: 1,
    price: 1890,
    brand: 'Weldmark',
    range: 'Pro',
    types: ['Synergic', 'Pulsed', 'Inverter'],
    desc: names(
      "Arc polsat i doble pols per soldar alumini i inoxidable prim amb menys projeccions. Monofàsic i fàcil de portar a l'obra.",
      'Arco pulsado y doble pulso para soldar aluminio e inoxidable fino con menos proyecciones. Monofásico y fácil de llevar a la obra.',
      'Pulsed and double-pulse arc for welding thin aluminium and stainless steel with less spatter. Single-phase and easy to take on site.',
    ),
  }),
  welder({
    codigo: 'MIG-2500-T',
    sub: 'EQS-MIG',
    head: MIG_CONVENTIONAL,
    amps: 250,
    phase: 3,
    price: 1390,
    brand: 'Weldmark',
    range: 'Basic',
    types: ['Conventional'],
    fleet: true,
    desc: names(
      'Equip de transformador amb commutador de 10 posicions, robust i fàcil de reparar. Per a bobines de 15 kg i fil de 0,8 a 1,0 mm.',
      'Equipo de transformador con conmutador de 10 posiciones, robusto y fácil de reparar. Para bobinas de 15 kg e hilo de 0,8 a 1,0 mm.',
      'Transformer welder with a 10-position step switch, rugged and easy to repair. For 15 kg spools and 0.8 to 1.0 mm wire.',
    ),
  }),
  welder({
    codigo: 'MIG-2700-T',
    sub: 'EQS-MIG',
    head: MIG_SYNERGIC,
    amps: 270,
    phase: 3,
    price: 2190,
    brand: 'Arcvolt',
    range: 'Pro',
    types: ['Synergic', 'Inverter'],
    fleet: true,
    desc: names(
      'Inversor trifàsic compacte amb programes sinèrgics i memòria de 50 treballs. Pensat per a calderers i estructura lleugera.',
      'Inversor trifásico compacto con programas sinérgicos y memoria de 50 trabajos. Pensado para calderería y estructura ligera.',
      'Compact three-phase inverter with synergic programs and 50 job memories. Made for boilermaking and light structural work.',
    ),
  }),
  welder({
    codigo: 'MIG-3000-T',
    sub: 'EQS-MIG',
    head: MIG_CONVENTIONAL,
    amps: 300,
    phase: 3,
    price: 1990,
    brand: 'Weldmark',
    range: 'Pro',
    types: ['Conventional'],
    desc: names(
      'Equip de transformador de 20 posicions amb ventilació forçada, per a producció diària en acer. Cicle de treball del 40 % a 300 A.',
      'Equipo de transformador de 20 posiciones con ventilación forzada, para producción diaria en acero. Ciclo de trabajo del 40 % a 300 A.',
      'Transformer welder with 20 voltage steps and forced cooling, for daily production on steel. 40 % duty cycle at 300 A.',
    ),
  }),
  welder({
    codigo: 'MIG-3200-T',
    sub: 'EQS-MIG',
    head: MIG_SYNERGIC,
    amps: 320,
    phase: 3,
    price: 2590,
    brand: 'Weldmark',
    range: 'Pro',
    types: ['Synergic', 'Inverter'],
    desc: names(
      "Inversor sinèrgic amb un sol comandament: tria el material i el gruix i l'equip ajusta la resta. Accepta fil massís i tubular fins a 1,2 mm.",
      'Inversor sinérgico de mando único: se elige el material y el espesor y el equipo ajusta el resto. Admite hilo macizo y tubular hasta 1,2 mm.',
      'Single-knob synergic inverter: pick the material and thickness and the machine sets the rest. Takes solid and flux-cored wire up to 1.2 mm.',
    ),
  }),
  welder({
    codigo: 'MIG-3500-T',
    sub: 'EQS-MIG',
    head: MIG_SYNERGIC,
    amps: 350,
    phase: 3,
    price: 3390,
    brand: 'Arcvolt',
    range: 'Pro',
    types: ['Synergic', 'Inverter'],
    fleet: true,
    desc: names(
      "Inversor sinèrgic amb alimentador integrat de 4 rodets i cicle de treball del 60 % a 350 A. L'equip de referència per a tallers d'estructura metàl·lica.",
      'Inversor sinérgico con alimentador integrado de 4 rodillos y ciclo de trabajo del 60 % a 350 A. El equipo de referencia para talleres de estructura metálica.',
      'Synergic inverter with a built-in 4-roll wire feeder and a 60 % duty cycle at 350 A. The reference machine for structural steel workshops.',
    ),
  }),
  welder({
    codigo: 'MIG-4000-TP',
    sub: 'EQS-MIG',
    head: MIG_PULSED,
    amps: 400,
    phase: 3,
    price: 5490,
    brand: 'Arcvolt',
    range: 'Industrial',
    types: ['Synergic', 'Pulsed', 'Inverter', 'Water-cooled'],
    desc: names(
      'Equip polsat amb grup de refrigeració integrat i alimentador separat, per a torxes refrigerades per aigua. Doble pols i programes per a acer, inoxidable i alumini.',
      'Equipo pulsado con grupo de refrigeración integrado y alimentador separado, para antorchas refrigeradas por agua. Doble pulso y programas para acero, inoxidable y aluminio.',
      'Pulsed welder with a built-in cooling unit and a separate wire feeder, for water-cooled torches. Double pulse and programs for steel, stainless steel and aluminium.',
    ),
  }),
  welder({
    codigo: 'MIG-4500-TP',
    sub: 'EQS-MIG',
    head: MIG_PULSED,
    amps: 450,
    phase: 3,
    price: 6890,
    brand: 'Weldmark',
    range: 'Industrial',
    types: ['Synergic', 'Pulsed', 'Inverter', 'Water-cooled'],
    desc: names(
      'Equip industrial per a producció intensiva: cicle del 100 % a 360 A, doble pols i interfície per a robot. Inclou el grup de refrigeració.',
      'Equipo industrial para producción intensiva: ciclo del 100 % a 360 A, doble pulso e interfaz para robot. Incluye el grupo de refrigeración.',
      'Industrial welder for heavy production: 100 % duty cycle at 360 A, double pulse and a robot interface. Cooling unit included.',
    ),
  }),
  welder({
    codigo: 'MIG-5000-TW',
    sub: 'EQS-MIG',
    head: MIG_SYNERGIC,
    amps: 500,
    phase: 3,
    price: 6290,
    brand: 'Arcvolt',
    range: 'Industrial',
    types: ['Synergic', 'Inverter', 'Water-cooled'],
    desc: names(
      'Font de 500 A per a fil de fins a 1,6 mm i soldadura amb arc spray en gruixos grans. Es ven amb alimentador separat i grup de refrigeració.',
      'Fuente de 500 A para hilo de hasta 1,6 mm y soldadura con arco spray en grandes espesores. Se vende con alimentador separado y grupo de refrigeración.',
      '500 A power source for wire up to 1.6 mm and spray-arc welding on thick plate. Sold with a separate wire feeder and a cooling unit.',
    ),
  }),
];

const TIG_WELDERS: readonly ProductDraft[] = [
  welder({
    codigo: 'TIG-1600-M',
    sub: 'EQS-TIG',
    head: TIG_DC,
    amps: 160,
    phase: 1,
    price: 445,
    brand: 'Arcvolt',
    range: 'Basic',
    types: ['DC', 'Inverter'],
    desc: names(
      'Inversor lleuger amb encesa HF i lift-arc, apte també per a elèctrode revestit. Per a acer i inoxidable fins a 4 mm.',
      'Inversor ligero con cebado HF y lift-arc, apto también para electrodo revestido. Para acero e inoxidable hasta 4 mm.',
      'Lightweight inverter with HF and lift-arc ignition that also welds with stick electrodes. For steel and stainless steel up to 4 mm.',
    ),
  }),
  welder({
    codigo: 'TIG-1800-MP',
    sub: 'EQS-TIG',
    head: TIG_DC_PULSED,
    amps: 180,
    phase: 1,
    price: 720,
    brand: 'Weldmark',
    range: 'Basic',
    types: ['DC', 'Pulsed', 'Inverter'],
    desc: names(
      "Pols regulable de 0,5 a 200 Hz per controlar l'aportació de calor en xapa fina d'inoxidable. Rampes de pujada i baixada i postgas ajustable.",
      'Pulso regulable de 0,5 a 200 Hz para controlar el aporte de calor en chapa fina de inoxidable. Rampas de subida y bajada y postgás ajustable.',
      'Adjustable pulse from 0.5 to 200 Hz to control heat input on thin stainless sheet. Up-slope, down-slope and adjustable post-flow.',
    ),
  }),
  welder({
    codigo: 'TIG-2000-M',
    sub: 'EQS-TIG',
    head: TIG_DC,
    amps: 200,
    phase: 1,
    price: 1090,
    brand: 'Weldmark',
    range: 'Pro',
    types: ['DC', 'Pulsed', 'Inverter'],
    fleet: true,
    desc: names(
      'Equip TIG professional amb encesa HF, pols i connexió per a pedal de control remot. Cicle de treball del 40 % a 200 A.',
      'Equipo TIG profesional con cebado HF, pulso y conexión para pedal de control remoto. Ciclo de trabajo del 40 % a 200 A.',
      'Professional TIG welder with HF ignition, pulse and a socket for a remote foot pedal. 40 % duty cycle at 200 A.',
    ),
  }),
  welder({
    codigo: 'TIG-2000-AC',
    sub: 'EQS-TIG',
    head: TIG_ACDC,
    amps: 200,
    phase: 1,
    price: 1690,
    brand: 'Arcvolt',
    range: 'Pro',
    types: ['AC/DC', 'Pulsed', 'Inverter'],
    desc: names(
      "Corrent altern d'ona quadrada amb balanç i freqüència regulables per soldar alumini. En DC solda acer, inoxidable i coure.",
      'Corriente alterna de onda cuadrada con balance y frecuencia regulables para soldar aluminio. En DC solda acero, inoxidable y cobre.',
      'Square-wave AC with adjustable balance and frequency for welding aluminium. On DC it welds steel, stainless steel and copper.',
    ),
  }),
  welder({
    codigo: 'TIG-2200-AC',
    sub: 'EQS-TIG',
    head: TIG_ACDC,
    amps: 220,
    phase: 1,
    price: 2150,
    brand: 'Weldmark',
    range: 'Pro',
    types: ['AC/DC', 'Pulsed', 'Inverter'],
    desc: names(
      "Equip AC/DC amb mode AC mixt i pols per a alumini d'1 a 6 mm. Pantalla amb memòria de 10 programes.",
      'Equipo AC/DC con modo AC mixto y pulso para aluminio de 1 a 6 mm. Pantalla con memoria de 10 programas.',
      'AC/DC welder with mixed AC mode and pulse for 1 to 6 mm aluminium. Display with 10 program memories.',
    ),
  }),
  welder({
    codigo: 'TIG-2500-T',
    sub: 'EQS-TIG',
    head: TIG_DC,
    amps: 250,
    phase: 3,
    price: 1890,
    brand: 'Arcvolt',
    range: 'Pro',
    types: ['DC', 'Pulsed', 'Inverter'],
    fleet: true,
    desc: names(
      'Inversor trifàsic per a tallers de caldereria i canonades, amb pols ràpid i sortida per a grup de refrigeració. Cicle del 60 % a 250 A.',
      'Inversor trifásico para talleres de calderería y tubería, con pulso rápido y salida para grupo de refrigeración. Ciclo del 60 % a 250 A.',
      'Three-phase inverter for boilermaking and pipe shops, with fast pulse and an outlet for a cooling unit. 60 % duty cycle at 250 A.',
    ),
  }),
  welder({
    codigo: 'TIG-3200-AC',
    sub: 'EQS-TIG',
    head: TIG_ACDC,
    amps: 320,
    phase: 3,
    price: 4390,
    brand: 'Weldmark',
    range: 'Industrial',
    types: ['AC/DC', 'Pulsed', 'Inverter', 'Water-cooled'],
    desc: names(
      'Equip AC/DC industrial amb grup de refrigeració integrat per a torxes refrigerades per aigua. Per a alumini de gran gruix i producció continuada.',
      'Equipo AC/DC industrial con grupo de refrigeración integrado para antorchas refrigeradas por agua. Para aluminio de gran espesor y producción continuada.',
      'Industrial AC/DC welder with a built-in cooling unit for water-cooled torches. For thick aluminium and continuous production.',
    ),
  }),
  welder({
    codigo: 'TIG-4000-T',
    sub: 'EQS-TIG',
    head: TIG_DC,
    amps: 400,
    phase: 3,
    price: 4790,
    brand: 'Arcvolt',
    range: 'Industrial',
    types: ['DC', 'Pulsed', 'Inverter', 'Water-cooled'],
    desc: names(
      'Font TIG DC de 400 A per a soldadura orbital i mecanitzada, amb interfície per a automatització. Refrigeració per aigua inclosa.',
      'Fuente TIG DC de 400 A para soldadura orbital y mecanizada, con interfaz para automatización. Refrigeración por agua incluida.',
      '400 A TIG DC power source for orbital and mechanised welding, with an automation interface. Water cooling included.',
    ),
  }),
  welder({
    codigo: 'TIG-4500-AC',
    sub: 'EQS-TIG',
    head: TIG_ACDC,
    amps: 450,
    phase: 3,
    price: 7290,
    brand: 'Arcvolt',
    range: 'Industrial',
    types: ['AC/DC', 'Pulsed', 'Inverter', 'Water-cooled'],
    desc: names(
      "L'equip TIG més potent de la gamma: AC/DC de 450 A per a alumini i coure de gran gruix. Carro amb grup de refrigeració.",
      'El equipo TIG más potente de la gama: AC/DC de 450 A para aluminio y cobre de gran espesor. Carro con grupo de refrigeración.',
      'The most powerful TIG welder in the range: 450 A AC/DC for thick aluminium and copper. Trolley with cooling unit.',
    ),
  }),
];

const MMA_WELDERS: readonly ProductDraft[] = [
  welder({
    codigo: 'MMA-1600-M',
    sub: 'EQS-MMA',
    head: MMA_INVERTER,
    amps: 160,
    phase: 1,
    price: 189,
    brand: 'Arcvolt',
    range: 'Basic',
    types: ['DC', 'Inverter'],
    desc: names(
      'Inversor portàtil de 4,5 kg per a elèctrodes de fins a 3,2 mm, amb hot start i arc force. Treballa bé amb allargadors llargs i generadors.',
      'Inversor portátil de 4,5 kg para electrodos de hasta 3,2 mm, con hot start y arc force. Trabaja bien con alargadores largos y generadores.',
      'Portable 4.5 kg inverter for electrodes up to 3.2 mm, with hot start and arc force. Copes well with long extension leads and generators.',
    ),
  }),
  welder({
    codigo: 'MMA-1800-M',
    sub: 'EQS-MMA',
    head: MMA_INVERTER,
    amps: 180,
    phase: 1,
    price: 265,
    brand: 'Weldmark',
    range: 'Basic',
    types: ['DC', 'Inverter'],
    fleet: true,
    desc: names(
      'Inversor amb dispositiu VRD i encesa lift-TIG, per a elèctrodes de rútil i bàsics de fins a 4,0 mm. Es lliura en maleta amb pinces.',
      'Inversor con dispositivo VRD y cebado lift-TIG, para electrodos de rutilo y básicos de hasta 4,0 mm. Se entrega en maletín con pinzas.',
      'Inverter with a VRD and lift-TIG ignition, for rutile and basic electrodes up to 4.0 mm. Supplied in a carry case with leads.',
    ),
  }),
  welder({
    codigo: 'MMA-2000-M',
    sub: 'EQS-MMA',
    head: MMA_INVERTER,
    amps: 200,
    phase: 1,
    price: 429,
    brand: 'Arcvolt',
    range: 'Pro',
    types: ['DC', 'Inverter'],
    desc: names(
      "Inversor professional apte per a elèctrodes cel·lulòsics en soldadura de canonades. Protecció IP23 per a treball a l'exterior.",
      'Inversor profesional apto para electrodos celulósicos en soldadura de tuberías. Protección IP23 para trabajar a la intemperie.',
      'Professional inverter suited to cellulosic electrodes for pipe welding. IP23 protection for outdoor work.',
    ),
  }),
  welder({
    codigo: 'MMA-2500-T',
    sub: 'EQS-MMA',
    head: MMA_INVERTER,
    amps: 250,
    phase: 3,
    price: 720,
    brand: 'Weldmark',
    range: 'Pro',
    types: ['DC', 'Inverter'],
    desc: names(
      "Inversor trifàsic per a elèctrodes de fins a 5,0 mm amb cicle del 60 % a 250 A. Carcassa reforçada per a l'obra.",
      'Inversor trifásico para electrodos de hasta 5,0 mm con ciclo del 60 % a 250 A. Carcasa reforzada para la obra.',
      'Three-phase inverter for electrodes up to 5.0 mm with a 60 % duty cycle at 250 A. Reinforced casing for site work.',
    ),
  }),
  welder({
    codigo: 'MMA-3000-T',
    sub: 'EQS-MMA',
    head: MMA_RECTIFIER,
    amps: 300,
    phase: 3,
    price: 980,
    brand: 'Weldmark',
    range: 'Basic',
    types: ['Conventional', 'DC'],
    desc: names(
      'Rectificador de tiristors amb arc molt estable, per a taller i escoles de soldadura. Gairebé sense electrònica que es pugui avariar.',
      'Rectificador de tiristores con arco muy estable, para taller y escuelas de soldadura. Casi sin electrónica que se pueda averiar.',
      'Thyristor rectifier with a very steady arc, for workshops and welding schools. Almost no electronics to go wrong.',
    ),
  }),
  welder({
    codigo: 'MMA-4000-T',
    sub: 'EQS-MMA',
    head: MMA_INVERTER,
    amps: 400,
    phase: 3,
    price: 1590,
    brand: 'Arcvolt',
    range: 'Industrial',
    types: ['DC', 'Inverter'],
    desc: names(
      'Inversor industrial per a elèctrodes de fins a 6,0 mm i sanejat amb arc-aire. Control remot per cable opcional.',
      'Inversor industrial para electrodos de hasta 6,0 mm y saneado con arco-aire. Control remoto por cable opcional.',
      'Industrial inverter for electrodes up to 6.0 mm and air-carbon arc gouging. Optional wired remote control.',
    ),
  }),
  welder({
    codigo: 'MMA-5000-T',
    sub: 'EQS-MMA',
    head: MMA_RECTIFIER,
    amps: 500,
    phase: 3,
    price: 2790,
    brand: 'Weldmark',
    range: 'Industrial',
    types: ['Conventional', 'DC'],
    desc: names(
      'Rectificador de 500 A per a elèctrodes grossos i arc-aire, amb cicle del 60 % a plena potència. Muntat sobre rodes.',
      'Rectificador de 500 A para electrodos gruesos y arco-aire, con ciclo del 60 % a plena potencia. Montado sobre ruedas.',
      '500 A rectifier for large electrodes and arc gouging, with a 60 % duty cycle at full output. Mounted on wheels.',
    ),
  }),
];

const MULTIPROCESS_WELDERS: readonly ProductDraft[] = [
  welder({
    codigo: 'MULTI-1800-M',
    sub: 'EQS-MULTI',
    head: MULTI,
    amps: 180,
    phase: 1,
    price: 640,
    brand: 'Weldmark',
    range: 'Basic',
    types: ['Synergic', 'Inverter'],
    desc: names(
      'MIG/MAG, TIG lift i MMA en un sol equip; admet bobines de 5 i 15 kg i torxa spool gun. Perfecte per a tallers que ho fan tot.',
      'MIG/MAG, TIG lift y MMA en un solo equipo; admite bobinas de 5 y 15 kg y antorcha spool gun. Perfecto para talleres que lo hacen todo.',
      'MIG/MAG, lift TIG and MMA in one machine; takes 5 and 15 kg spools and a spool gun. Ideal for workshops that do a bit of everything.',
    ),
  }),
  welder({
    codigo: 'MULTI-2000-M',
    sub: 'EQS-MULTI',
    head: MULTI,
    amps: 200,
    phase: 1,
    price: 1050,
    brand: 'Arcvolt',
    range: 'Pro',
    types: ['Synergic', 'Inverter'],
    fleet: true,
    desc: names(
      'Equip multiprocés sinèrgic amb pantalla en color i encesa HF per a TIG. Connexió de torxa push-pull per a alumini.',
      'Equipo multiproceso sinérgico con pantalla en color y cebado HF para TIG. Conexión de antorcha push-pull para aluminio.',
      'Synergic multiprocess welder with a colour display and HF ignition for TIG. Push-pull torch connection for aluminium.',
    ),
  }),
  welder({
    codigo: 'MULTI-2200-MP',
    sub: 'EQS-MULTI',
    head: MULTI_PULSED,
    amps: 220,
    phase: 1,
    price: 1790,
    brand: 'Weldmark',
    range: 'Pro',
    types: ['Synergic', 'Pulsed', 'Inverter'],
    desc: names(
      "MIG polsat, TIG DC amb pols i MMA des d'un endoll de 230 V. Per a carrosseria, inoxidable i alumini.",
      'MIG pulsado, TIG DC con pulso y MMA desde un enchufe de 230 V. Para carrocería, inoxidable y aluminio.',
      'Pulsed MIG, pulsed TIG DC and MMA from a 230 V socket. For car bodywork, stainless steel and aluminium.',
    ),
  }),
  welder({
    codigo: 'MULTI-3000-T',
    sub: 'EQS-MULTI',
    head: MULTI,
    amps: 300,
    phase: 3,
    price: 2490,
    brand: 'Arcvolt',
    range: 'Pro',
    types: ['Synergic', 'Inverter'],
    fleet: true,
    desc: names(
      'Equip trifàsic multiprocés amb alimentador integrat i arrossegament de 4 rodets. Cicle del 60 % a 300 A en MIG.',
      'Equipo trifásico multiproceso con alimentador integrado y arrastre de 4 rodillos. Ciclo del 60 % a 300 A en MIG.',
      'Three-phase multiprocess welder with a built-in 4-roll wire feeder. 60 % duty cycle at 300 A in MIG mode.',
    ),
  }),
  welder({
    codigo: 'MULTI-4000-TP',
    sub: 'EQS-MULTI',
    head: MULTI_PULSED,
    amps: 400,
    phase: 3,
    price: 5190,
    brand: 'Weldmark',
    range: 'Industrial',
    types: ['Synergic', 'Pulsed', 'Inverter', 'Water-cooled'],
    desc: names(
      'Plataforma industrial MIG polsat, TIG i MMA amb alimentador separat i grup de refrigeració. Programes per a acer, inoxidable, alumini i CuSi.',
      'Plataforma industrial MIG pulsado, TIG y MMA con alimentador separado y grupo de refrigeración. Programas para acero, inoxidable, aluminio y CuSi.',
      'Industrial pulsed MIG, TIG and MMA platform with a separate wire feeder and cooling unit. Programs for steel, stainless steel, aluminium and CuSi.',
    ),
  }),
  welder({
    codigo: 'MULTI-5000-TP',
    sub: 'EQS-MULTI',
    head: MULTI_PULSED,
    amps: 500,
    phase: 3,
    price: 6990,
    brand: 'Arcvolt',
    range: 'Industrial',
    types: ['Synergic', 'Pulsed', 'Inverter', 'Water-cooled'],
    desc: names(
      'Font multiprocés de 500 A amb doble pols, arc curt controlat i arc-aire. Preparada per a xarxa i registre de dades de soldadura.',
      'Fuente multiproceso de 500 A con doble pulso, arco corto controlado y arco-aire. Preparada para red y registro de datos de soldadura.',
      '500 A multiprocess power source with double pulse, controlled short arc and arc gouging. Network-ready with weld data logging.',
    ),
  }),
];

const FEEDERS_AND_COOLERS: readonly ProductDraft[] = [
  {
    codigo: 'ALIM-2R-B',
    tipo: 'equipment',
    codigoSubfamilia: 'EQS-PER',
    nombres: names(
      'Alimentador de fil de 2 rodets',
      'Alimentador de hilo de 2 rodillos',
      '2-roll wire feeder',
    ),
    descripciones: names(
      'Alimentador separat per a equips MIG convencionals, amb maleta tancada per a bobines de 15 kg. Permet treballar fins a 10 m de la font.',
      'Alimentador separado para equipos MIG convencionales, con maleta cerrada para bobinas de 15 kg. Permite trabajar hasta a 10 m de la fuente.',
      'Separate feeder for conventional MIG welders, with a closed case for 15 kg spools. Lets you work up to 10 m from the power source.',
    ),
    price: 590,
    attributes: {
      amperage: '300 A',
      brand: 'Weldmark',
      range: 'Basic',
      standard: STANDARD,
      type: ['Wire feeder', 'Conventional'],
    },
  },
  {
    codigo: 'ALIM-4R-P',
    tipo: 'equipment',
    codigoSubfamilia: 'EQS-PER',
    nombres: names(
      'Alimentador de fil de 4 rodets',
      'Alimentador de hilo de 4 rodillos',
      '4-roll wire feeder',
    ),
    descripciones: names(
      "Arrossegament de 4 rodets motoritzats per a fil massís i tubular de fins a 1,6 mm. Comandaments sinèrgics repetits a l'alimentador.",
      'Arrastre de 4 rodillos motorizados para hilo macizo y tubular de hasta 1,6 mm. Mandos sinérgicos repetidos en el alimentador.',
      'Four driven rolls for solid and flux-cored wire up to 1.6 mm. Synergic controls repeated on the feeder.',
    ),
    price: 1090,
    breaks: FLEET_BREAKS,
    attributes: {
      amperage: '400 A',
      brand: 'Arcvolt',
      range: 'Pro',
      standard: STANDARD,
      type: ['Wire feeder', 'Synergic'],
    },
  },
  {
    codigo: 'ALIM-4R-I',
    tipo: 'equipment',
    codigoSubfamilia: 'EQS-PER',
    nombres: names(
      'Alimentador de fil digital de 4 rodets',
      'Alimentador de hilo digital de 4 rodillos',
      'Digital 4-roll wire feeder',
    ),
    descripciones: names(
      'Alimentador industrial amb pantalla, control del pols i connexions per a torxa refrigerada per aigua. Carcassa metàl·lica amb calefacció de la bobina.',
      'Alimentador industrial con pantalla, control del pulso y conexiones para antorcha refrigerada por agua. Carcasa metálica con calefacción de la bobina.',
      'Industrial feeder with a display, pulse control and connections for a water-cooled torch. Metal casing with a spool heater.',
    ),
    price: 1590,
    attributes: {
      amperage: '500 A',
      brand: 'Arcvolt',
      range: 'Industrial',
      standard: STANDARD,
      type: ['Wire feeder', 'Pulsed', 'Water-cooled'],
    },
  },
  {
    codigo: 'REF-3L',
    tipo: 'equipment',
    codigoSubfamilia: 'EQS-PER',
    nombres: names(
      'Grup de refrigeració de 3 litres',
      'Grupo de refrigeración de 3 litros',
      'Cooling unit, 3 litres',
    ),
    descripciones: names(
      "Grup compacte per a torxes TIG refrigerades per aigua, que es col·loca sota l'equip. Bomba amb sensor de pressió.",
      'Grupo compacto para antorchas TIG refrigeradas por agua, que se coloca debajo del equipo. Bomba con sensor de presión.',
      'Compact unit for water-cooled TIG torches that sits under the welder. Pump with a pressure sensor.',
    ),
    price: 690,
    attributes: {
      brand: 'Weldmark',
      range: 'Pro',
      standard: STANDARD,
      type: ['Cooling unit', 'Water-cooled'],
    },
  },
  {
    codigo: 'REF-5L',
    tipo: 'equipment',
    codigoSubfamilia: 'EQS-PER',
    nombres: names(
      'Grup de refrigeració de 5 litres',
      'Grupo de refrigeración de 5 litros',
      'Cooling unit, 5 litres',
    ),
    descripciones: names(
      'Grup de refrigeració per a torxes MIG i TIG de fins a 500 A, amb 1 kW de potència frigorífica. Alarma de flux i de nivell.',
      'Grupo de refrigeración para antorchas MIG y TIG de hasta 500 A, con 1 kW de potencia frigorífica. Alarma de caudal y de nivel.',
      'Cooling unit for MIG and TIG torches up to 500 A, with 1 kW of cooling power. Flow and level alarms.',
    ),
    price: 890,
    attributes: {
      brand: 'Arcvolt',
      range: 'Pro',
      standard: STANDARD,
      type: ['Cooling unit', 'Water-cooled'],
    },
  },
  {
    codigo: 'REF-8L-I',
    tipo: 'equipment',
    codigoSubfamilia: 'EQS-PER',
    nombres: names(
      'Grup de refrigeració industrial de 8 litres',
      'Grupo de refrigeración industrial de 8 litros',
      'Industrial cooling unit, 8 litres',
    ),
    descripciones: names(
      'Grup de gran cabal per a cel·les robotitzades i torxes de 500 A amb servei continu. Dipòsit de 8 litres amb visor.',
      'Grupo de gran caudal para células robotizadas y antorchas de 500 A en servicio continuo. Depósito de 8 litros con visor.',
      'High-flow unit for robot cells and 500 A torches in continuous service. 8-litre tank with a sight glass.',
    ),
    price: 1290,
    attributes: {
      brand: 'Weldmark',
      range: 'Industrial',
      standard: STANDARD,
      type: ['Cooling unit', 'Water-cooled'],
    },
  },
];

export const WELDERS: readonly ProductDraft[] = [
  ...MIG_WELDERS,
  ...TIG_WELDERS,
  ...MMA_WELDERS,
  ...MULTIPROCESS_WELDERS,
  ...FEEDERS_AND_COOLERS,
];
