// The filter attributes of spec §3 with their values in three languages, exported as the
// `attributes` entity. Ids are stable: the attribute's position in ATTRIBUTE_CODES, and for a
// value `idAtributo * 1000 + its position`, so a product's `atributos` (idValor list) stays valid
// from one start to the next. The codes and their order are the portal's (ATTRIBUTE_CODES in
// packages/domain/src/catalogue.ts): the ERP is not a portal package, so it keeps its own copy.
import type { Attribute } from '../types.ts';
import { dc, de, names, type Names } from './product-draft.ts';

export const ATTRIBUTE_CODES = [
  'amperage',
  'diameter',
  'phase',
  'quality',
  'brand',
  'range',
  'standard',
  'type',
  'sparePartType',
] as const;
export type AttributeCode = (typeof ATTRIBUTE_CODES)[number];

export interface AttributeValueDef {
  valor: string;
  nombres: Names;
}

export interface AttributeDef {
  codigo: AttributeCode;
  nombres: Names;
  values: readonly AttributeValueDef[];
}

const same = (valor: string): AttributeValueDef => ({ valor, nombres: names(valor, valor, valor) });
const tr = (valor: string, ca: string, es: string, en: string): AttributeValueDef => ({
  valor,
  nombres: names(ca, es, en),
});
const millimetres = (value: number, digits: number): AttributeValueDef => ({
  valor: `${de(value, digits)} mm`,
  nombres: names(`${dc(value, digits)} mm`, `${dc(value, digits)} mm`, `${de(value, digits)} mm`),
});

export const BRANDS = [
  'Arcvolt',
  'Weldmark',
  'Plasmacorp',
  'Soldanova',
  'Ferrokar',
  'Gasflux',
  'Vizarc',
] as const;
export const RANGES = ['Basic', 'Pro', 'Industrial'] as const;
export type Range = (typeof RANGES)[number];

const DEFINITIONS: Record<AttributeCode, Omit<AttributeDef, 'codigo'>> = {
  amperage: {
    nombres: names('Intensitat', 'Intensidad', 'Amperage'),
    values: [40, 45, 60, 80, 100, 120, 150, 160, 180, 200, 220, 250, 270, 300, 320, 350, 400, 450, 500].map(
      (a) => same(`${a} A`),
    ),
  },
  diameter: {
    nombres: names('Diàmetre', 'Diámetro', 'Diameter'),
    values: [
      ...[0.8, 0.9, 1.0, 1.2, 1.6, 2.0, 2.4, 2.5, 3.2, 4.0, 5.0].map((d) => millimetres(d, 1)),
      ...[75, 100, 115, 125, 178, 230].map((d) => millimetres(d, 0)),
    ],
  },
  phase: {
    nombres: names('Alimentació', 'Alimentación', 'Phase'),
    values: [
      tr('1~ 230 V', 'Monofàsic 230 V', 'Monofásico 230 V', 'Single phase 230 V'),
      tr('3~ 400 V', 'Trifàsic 400 V', 'Trifásico 400 V', 'Three phase 400 V'),
    ],
  },
  quality: {
    nombres: names('Qualitat', 'Calidad', 'Grade'),
    values: [
      // Wires and rods
      ...[
        'SG2',
        'SG3',
        '308LSi',
        '316LSi',
        '5356',
        '4043',
        'E71T-1',
        'E70C-6M',
        'E71T-11',
        'ER70S-6',
        'ER308L',
        'ER316L',
      ].map(same),
      // Covered electrodes
      ...['E6013', 'E7018', 'E6010', 'E308L-16', 'E316L-16', 'E309L-16', 'ENiFe-CI'].map(same),
      // Tungsten electrodes (EN ISO 6848)
      ...['WL20', 'WC20', 'WT20', 'WZ8', 'E3'].map(same),
      // Shielding gases by their EN ISO 14175 class
      ...['I1', 'I3', 'M20', 'M21', 'M13', 'C1'].map(same),
    ],
  },
  brand: {
    nombres: names('Marca', 'Marca', 'Brand'),
    values: BRANDS.map(same),
  },
  range: {
    nombres: names('Gamma', 'Gama', 'Range'),
    values: [tr('Basic', 'Bàsica', 'Básica', 'Basic'), same('Pro'), same('Industrial')],
  },
  standard: {
    nombres: names('Norma', 'Norma', 'Standard'),
    values: [
      'EN IEC 60974-1',
      'EN ISO 14341-A',
      'AWS A5.18',
      'EN ISO 14343-A',
      'AWS A5.9',
      'EN ISO 18273',
      'AWS A5.10',
      'EN ISO 17632-A',
      'AWS A5.20',
      'EN ISO 2560-A',
      'AWS A5.1',
      'EN ISO 3581-A',
      'AWS A5.4',
      'EN ISO 1071',
      'EN ISO 636-A',
      'EN ISO 6848',
      'EN ISO 14175',
      'EN ISO 2503',
      'EN ISO 5172',
      'EN ISO 5175-1',
      'EN 379',
      'EN 175',
      'EN 12477',
      'EN ISO 11611',
      'EN ISO 25980',
      'EN ISO 21904-1',
      'EN 149',
      'EN 12413',
      'EN 13743',
      'EN 1083-1',
      'EN ISO 9606-1',
      'EN ISO 9606-2',
      'EN ISO 15614-1',
      'EN ISO 15609-1',
      'EN 50504',
      'EN IEC 60974-4',
    ].map(same),
  },
  type: {
    nombres: names('Tipus', 'Tipo', 'Type'),
    values: [
      tr('Conventional', 'Convencional', 'Convencional', 'Conventional'),
      tr('Synergic', 'Sinèrgic', 'Sinérgico', 'Synergic'),
      tr('Pulsed', 'Polsat', 'Pulsado', 'Pulsed'),
      same('DC'),
      same('AC/DC'),
      tr('Inverter', 'Inversor', 'Inversor', 'Inverter'),
      tr('Air-cooled', 'Refrigerat per aire', 'Refrigerado por aire', 'Air-cooled'),
      tr('Water-cooled', 'Refrigerat per aigua', 'Refrigerado por agua', 'Water-cooled'),
      tr('Wire feeder', 'Alimentador de fil', 'Alimentador de hilo', 'Wire feeder'),
      tr('Cooling unit', 'Grup de refrigeració', 'Grupo de refrigeración', 'Cooling unit'),
      tr('Plasma', 'Plasma', 'Plasma', 'Plasma'),
      tr('Oxy-fuel', 'Oxitall', 'Oxicorte', 'Oxy-fuel'),
      tr('Solid wire', 'Fil massís', 'Hilo macizo', 'Solid wire'),
      tr('Flux-cored wire', 'Fil tubular', 'Hilo tubular', 'Flux-cored wire'),
      tr('Rutile', 'Rútil', 'Rutilo', 'Rutile'),
      tr('Basic coating', 'Revestiment bàsic', 'Revestimiento básico', 'Basic coating'),
      tr('Cellulosic', 'Cel·lulòsic', 'Celulósico', 'Cellulosic'),
      tr('Shielding gas', 'Gas de protecció', 'Gas de protección', 'Shielding gas'),
      tr('Fuel gas', 'Gas combustible', 'Gas combustible', 'Fuel gas'),
      tr('Cylinder refill', "Recàrrega d'ampolla", 'Recarga de botella', 'Cylinder refill'),
      tr('Cylinder rental', "Lloguer d'ampolla", 'Alquiler de botella', 'Cylinder rental'),
      tr('Regulator', 'Manoreductor', 'Manorreductor', 'Regulator'),
      tr('Flowmeter', 'Cabalímetre', 'Caudalímetro', 'Flowmeter'),
      tr('MIG torch', 'Torxa MIG', 'Antorcha MIG', 'MIG torch'),
      tr('TIG torch', 'Torxa TIG', 'Antorcha TIG', 'TIG torch'),
      tr('Earth clamp', 'Pinça de massa', 'Pinza de masa', 'Earth clamp'),
      tr('Electrode holder', 'Portaelectrodes', 'Portaelectrodos', 'Electrode holder'),
      tr('Welding cable', 'Cable de soldadura', 'Cable de soldadura', 'Welding cable'),
      tr('Workshop', 'Taller', 'Taller', 'Workshop'),
      tr('Auto-darkening', 'Fotosensible', 'Fotosensible', 'Auto-darkening'),
      tr('Passive', 'Passiva', 'Pasiva', 'Passive'),
      tr('Type A', 'Tipus A', 'Tipo A', 'Type A'),
      tr('Type B', 'Tipus B', 'Tipo B', 'Type B'),
      tr('Protective clothing', 'Roba de protecció', 'Ropa de protección', 'Protective clothing'),
      tr('Curtain', 'Cortina', 'Cortina', 'Curtain'),
      tr('Fume extraction', 'Extracció de fums', 'Extracción de humos', 'Fume extraction'),
      tr(
        'Respiratory protection',
        'Protecció respiratòria',
        'Protección respiratoria',
        'Respiratory protection',
      ),
      tr('Cutting', 'Tall', 'Corte', 'Cutting'),
      tr('Grinding', 'Desbast', 'Desbaste', 'Grinding'),
      tr('Flap disc', 'Disc de làmines', 'Disco de láminas', 'Flap disc'),
      tr('Wire brush', 'Raspall de filferro', 'Cepillo de alambre', 'Wire brush'),
      tr('Repair', 'Reparació', 'Reparación', 'Repair'),
      tr('Approval', 'Homologació', 'Homologación', 'Approval'),
      tr(
        'Procedure qualification',
        'Qualificació de procediment',
        'Cualificación de procedimiento',
        'Procedure qualification',
      ),
      tr('Maintenance', 'Manteniment', 'Mantenimiento', 'Maintenance'),
      tr('Calibration', 'Calibratge i validació', 'Calibración y validación', 'Calibration and validation'),
      tr('Training', 'Formació', 'Formación', 'Training'),
    ],
  },
  sparePartType: {
    nombres: names('Tipus de recanvi', 'Tipo de recambio', 'Spare part type'),
    values: [
      tr('Contact tip', 'Tub de contacte', 'Tubo de contacto', 'Contact tip'),
      tr('Gas nozzle', 'Tovera de gas', 'Tobera de gas', 'Gas nozzle'),
      tr('Gas diffuser', 'Difusor de gas', 'Difusor de gas', 'Gas diffuser'),
      tr('Tip holder', 'Portatubs', 'Portatubos', 'Tip holder'),
      tr('Liner', 'Funda guiafil', 'Sirga', 'Liner'),
      tr('Drive roll', "Rodet d'arrossegament", 'Rodillo de arrastre', 'Drive roll'),
      tr('Collet', 'Pinça portatungstè', 'Pinza portatungsteno', 'Collet'),
      tr('Collet body', 'Cos de pinça', 'Cuerpo de pinza', 'Collet body'),
      tr('Ceramic cup', 'Tovera ceràmica', 'Tobera cerámica', 'Ceramic cup'),
      tr('Back cap', 'Tap posterior', 'Capuchón trasero', 'Back cap'),
      tr('Gas lens', 'Lent de gas', 'Lente de gas', 'Gas lens'),
      tr('Plasma electrode', 'Elèctrode de plasma', 'Electrodo de plasma', 'Plasma electrode'),
      tr('Plasma nozzle', 'Tovera de plasma', 'Tobera de plasma', 'Plasma nozzle'),
      tr('Shield cup', 'Protector de tovera', 'Protector de tobera', 'Shield cup'),
      tr('Cutting nozzle', 'Broquet de tall', 'Boquilla de corte', 'Cutting nozzle'),
      tr('Cover lens', 'Vidre protector', 'Cristal protector', 'Cover lens'),
      tr('Filter cartridge', 'Cartutx filtrant', 'Cartucho filtrante', 'Filter cartridge'),
    ],
  },
};

export const ATTRIBUTES: readonly AttributeDef[] = ATTRIBUTE_CODES.map((codigo) => ({
  codigo,
  ...DEFINITIONS[codigo],
}));

export const attributeId = (codigo: AttributeCode) => ATTRIBUTE_CODES.indexOf(codigo) + 1;

const VALUE_IDS = new Map<string, number>(
  ATTRIBUTES.flatMap((attribute) =>
    attribute.values.map(
      (value, index) =>
        [`${attribute.codigo}|${value.valor}`, attributeId(attribute.codigo) * 1000 + index + 1] as const,
    ),
  ),
);

/** The id of one attribute value; a data file naming a value not declared here is a bug. */
export function valueId(codigo: AttributeCode, valor: string): number {
  const id = VALUE_IDS.get(`${codigo}|${valor}`);
  if (id === undefined) throw new Error(`Unknown value "${valor}" of attribute ${codigo}`);
  return id;
}

/** The `attributes` export: every attribute with its values, in the order the filter panels show them. */
export function demoAttributes(updatedAt: string): Attribute[] {
  return ATTRIBUTES.map((attribute, index) => ({
    idAtributo: attributeId(attribute.codigo),
    codigo: attribute.codigo,
    nombre: attribute.nombres.es,
    nombres: { ...attribute.nombres },
    orden: index + 1,
    valores: attribute.values.map((value, position) => ({
      idValor: valueId(attribute.codigo, value.valor),
      valor: value.valor,
      nombres: { ...value.nombres },
      orden: position + 1,
    })),
    updatedAt,
  }));
}
