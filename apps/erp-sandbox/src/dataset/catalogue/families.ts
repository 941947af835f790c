// The family tree of the demo catalogue: how a welding distributor files what it sells. Codes
// are short and stable (the ERP's style); names in the three interface languages.
import type { Family } from '../types.ts';
import { names, type Names } from './product-draft.ts';

export interface SubfamilyDef {
  codigo: string;
  nombres: Names;
}

export interface FamilyDef {
  codigo: string;
  nombres: Names;
  subfamilias: readonly SubfamilyDef[];
  /** Brands a generated variant of this family may carry (benchmark sizes). */
  brands: readonly string[];
}

const sub = (codigo: string, ca: string, es: string, en: string): SubfamilyDef => ({
  codigo,
  nombres: names(ca, es, en),
});

export const FAMILIES: readonly FamilyDef[] = [
  {
    codigo: 'EQS',
    nombres: names('Equips de soldadura', 'Equipos de soldadura', 'Welding equipment'),
    brands: ['Arcvolt', 'Weldmark'],
    subfamilias: [
      sub('EQS-MIG', 'Equips MIG/MAG', 'Equipos MIG/MAG', 'MIG/MAG welders'),
      sub('EQS-TIG', 'Equips TIG', 'Equipos TIG', 'TIG welders'),
      sub('EQS-MMA', 'Equips MMA (elèctrode)', 'Equipos MMA (electrodo)', 'MMA (stick) welders'),
      sub('EQS-MULTI', 'Equips multiprocés', 'Equipos multiproceso', 'Multiprocess welders'),
      sub(
        'EQS-PER',
        'Alimentadors i refrigeració',
        'Alimentadores y refrigeración',
        'Wire feeders and cooling units',
      ),
    ],
  },
  {
    codigo: 'TALL',
    nombres: names('Tall', 'Corte', 'Cutting'),
    brands: ['Plasmacorp', 'Arcvolt', 'Gasflux'],
    subfamilias: [
      sub('TALL-PLA', 'Equips de tall per plasma', 'Equipos de corte por plasma', 'Plasma cutters'),
      sub('TALL-OXI', 'Oxitall', 'Oxicorte', 'Oxy-fuel cutting'),
      sub('TALL-REC', 'Recanvis de tall', 'Recambios de corte', 'Cutting spare parts'),
    ],
  },
  {
    codigo: 'FIL',
    nombres: names('Fil de soldadura', 'Hilo de soldadura', 'Welding wire'),
    brands: ['Weldmark', 'Soldanova'],
    subfamilias: [
      sub('FIL-ACER', "Fil massís d'acer", 'Hilo macizo de acero', 'Solid steel wire'),
      sub('FIL-INOX', 'Fil inoxidable', 'Hilo inoxidable', 'Stainless steel wire'),
      sub('FIL-ALU', "Fil d'alumini", 'Hilo de aluminio', 'Aluminium wire'),
      sub('FIL-TUB', 'Fil tubular', 'Hilo tubular', 'Flux-cored wire'),
    ],
  },
  {
    codigo: 'ELE',
    nombres: names('Elèctrodes revestits', 'Electrodos revestidos', 'Covered electrodes'),
    brands: ['Soldanova', 'Weldmark'],
    subfamilias: [
      sub('ELE-RUT', 'Elèctrodes de rútil', 'Electrodos de rutilo', 'Rutile electrodes'),
      sub('ELE-BAS', 'Elèctrodes bàsics', 'Electrodos básicos', 'Basic electrodes'),
      sub('ELE-CEL', 'Elèctrodes cel·lulòsics', 'Electrodos celulósicos', 'Cellulosic electrodes'),
      sub(
        'ELE-INOX',
        'Elèctrodes inoxidables i especials',
        'Electrodos inoxidables y especiales',
        'Stainless and special electrodes',
      ),
    ],
  },
  {
    codigo: 'VAR',
    nombres: names('Consumibles TIG', 'Consumibles TIG', 'TIG consumables'),
    brands: ['Soldanova', 'Weldmark'],
    subfamilias: [
      sub('VAR-TIG', 'Varetes TIG', 'Varillas TIG', 'TIG filler rods'),
      sub('VAR-TUN', 'Elèctrodes de tungstè', 'Electrodos de tungsteno', 'Tungsten electrodes'),
    ],
  },
  {
    codigo: 'GAS',
    nombres: names('Gasos i regulació', 'Gases y regulación', 'Gases and regulation'),
    brands: ['Gasflux'],
    subfamilias: [
      sub('GAS-PRO', 'Gasos de protecció', 'Gases de protección', 'Shielding gases'),
      sub('GAS-COM', 'Oxigen i acetilè', 'Oxígeno y acetileno', 'Oxygen and acetylene'),
      sub('GAS-LLO', "Lloguer d'ampolles", 'Alquiler de botellas', 'Cylinder rental'),
      sub(
        'GAS-REG',
        'Manoreductors i cabalímetres',
        'Manorreductores y caudalímetros',
        'Regulators and flowmeters',
      ),
    ],
  },
  {
    codigo: 'TOR',
    nombres: names('Torxes i recanvis', 'Antorchas y recambios', 'Torches and spare parts'),
    brands: ['Arcvolt', 'Weldmark'],
    subfamilias: [
      sub('TOR-MIG', 'Torxes MIG/MAG', 'Antorchas MIG/MAG', 'MIG/MAG torches'),
      sub('TOR-TIG', 'Torxes TIG', 'Antorchas TIG', 'TIG torches'),
      sub('TOR-RMIG', 'Recanvis de torxa MIG', 'Recambios de antorcha MIG', 'MIG torch spare parts'),
      sub('TOR-RTIG', 'Recanvis de torxa TIG', 'Recambios de antorcha TIG', 'TIG torch spare parts'),
    ],
  },
  {
    codigo: 'ACC',
    nombres: names('Accessoris de soldadura', 'Accesorios de soldadura', 'Welding accessories'),
    brands: ['Arcvolt', 'Weldmark'],
    subfamilias: [
      sub('ACC-PIN', 'Pinces i portaelectrodes', 'Pinzas y portaelectrodos', 'Clamps and electrode holders'),
      sub('ACC-CAB', 'Cables i connectors', 'Cables y conectores', 'Cables and connectors'),
      sub('ACC-TAL', 'Taller', 'Taller', 'Workshop'),
    ],
  },
  {
    codigo: 'EPI',
    nombres: names('Protecció i seguretat', 'Protección y seguridad', 'Protection and safety'),
    brands: ['Vizarc'],
    subfamilias: [
      sub('EPI-PAN', 'Pantalles de soldadura', 'Pantallas de soldadura', 'Welding helmets'),
      sub('EPI-GUA', 'Guants', 'Guantes', 'Gloves'),
      sub('EPI-ROB', 'Roba de protecció', 'Ropa de protección', 'Protective clothing'),
      sub('EPI-COR', 'Cortines i mampares', 'Cortinas y mamparas', 'Curtains and screens'),
      sub('EPI-FUM', 'Extracció de fums', 'Extracción de humos', 'Fume extraction'),
    ],
  },
  {
    codigo: 'ABR',
    nombres: names('Abrasius', 'Abrasivos', 'Abrasives'),
    brands: ['Ferrokar'],
    subfamilias: [
      sub('ABR-TALL', 'Discs de tall', 'Discos de corte', 'Cutting discs'),
      sub('ABR-DESB', 'Discs de desbast', 'Discos de desbaste', 'Grinding discs'),
      sub('ABR-LAM', 'Discs de làmines', 'Discos de láminas', 'Flap discs'),
      sub('ABR-RASP', 'Raspalls de filferro', 'Cepillos de alambre', 'Wire brushes'),
    ],
  },
  {
    codigo: 'SRV',
    nombres: names('Serveis', 'Servicios', 'Services'),
    brands: [],
    subfamilias: [
      sub('SRV-REP', "Reparació d'equips", 'Reparación de equipos', 'Equipment repair'),
      sub('SRV-HOM', 'Homologació de soldadors', 'Homologación de soldadores', 'Welder approval'),
      sub(
        'SRV-WPQ',
        'Qualificació de procediments',
        'Cualificación de procedimientos',
        'Procedure qualification',
      ),
      sub('SRV-MAN', 'Manteniment preventiu', 'Mantenimiento preventivo', 'Preventive maintenance'),
      sub('SRV-CAL', 'Calibratge i validació', 'Calibración y validación', 'Calibration and validation'),
      sub('SRV-FOR', 'Formació', 'Formación', 'Training'),
    ],
  },
];

const FAMILY_OF_SUBFAMILY = new Map(
  FAMILIES.flatMap((family) => family.subfamilias.map((s) => [s.codigo, family] as const)),
);

/** The family a subfamily code belongs to; a data file naming an unknown one is a bug. */
export function familyOf(codigoSubfamilia: string): FamilyDef {
  const family = FAMILY_OF_SUBFAMILY.get(codigoSubfamilia);
  if (!family) throw new Error(`Unknown subfamily ${codigoSubfamilia}`);
  return family;
}

/** The `families` export: the tree in its order, `nombre` being the ERP's own (Spanish) name. */
export function demoFamilies(updatedAt: string): Family[] {
  return FAMILIES.map((family, index) => ({
    codigo: family.codigo,
    nombre: family.nombres.es,
    nombres: { ...family.nombres },
    orden: index + 1,
    subfamilias: family.subfamilias.map((sub, position) => ({
      codigo: sub.codigo,
      nombre: sub.nombres.es,
      nombres: { ...sub.nombres },
      orden: position + 1,
    })),
    updatedAt,
  }));
}
