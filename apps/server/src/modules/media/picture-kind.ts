// Which drawing a product gets, from what the catalogue knows about it: the spare part type
// first (a nozzle looks like a nozzle whatever family files it), then the subfamily, then a few
// product lines the subfamily alone does not tell apart, then the family and the kind. Products
// the ERP files elsewhere still get a picture of their kind.
import type { PictureSubject } from '../catalogue/catalogue-service.ts';
import { TUNGSTEN_TIPS, type WireMaterial } from './picture-palette.ts';

/** The catalogue's product as its picture is drawn from it. */
export type { PictureSubject };

export type PictureKind =
  | { shape: 'welder'; process: string }
  | { shape: 'feeder' }
  | { shape: 'cooler' }
  | { shape: 'extractor' }
  | { shape: 'cylinder'; gas: string }
  | { shape: 'cylinderPair' }
  | { shape: 'regulator'; flowmeterOnly: boolean }
  | { shape: 'spool'; material: WireMaterial }
  | { shape: 'electrodeBox'; coating: string }
  | { shape: 'rodTube' }
  | { shape: 'tungsten'; tip: string }
  | { shape: 'torch'; style: 'mig' | 'tig' | 'plasma' | 'gas' }
  | { shape: 'contactTip' }
  | { shape: 'nozzle'; ceramic: boolean }
  | { shape: 'smallPart' }
  | { shape: 'coil'; colours: string[]; thickness: number }
  | { shape: 'driveRoll'; knurled: boolean }
  | { shape: 'clamp' }
  | { shape: 'trolley' }
  | { shape: 'spray' }
  | { shape: 'toolbox' }
  | { shape: 'helmet'; autoDarkening: boolean }
  | { shape: 'glove' }
  | { shape: 'jacket'; leather: boolean }
  | { shape: 'curtain'; colour: string }
  | { shape: 'mask' }
  | { shape: 'lens' }
  | { shape: 'filter' }
  | { shape: 'disc'; thick: boolean }
  | { shape: 'flapDisc' }
  | { shape: 'brush' }
  | { shape: 'wrench' }
  | { shape: 'certificate' }
  | { shape: 'calendar' }
  | { shape: 'gauge' }
  | { shape: 'package' };

const first = (subject: PictureSubject, code: string) => subject.attributes[code]?.[0];
const has = (subject: PictureSubject, code: string, value: string) =>
  subject.attributes[code]?.includes(value) ?? false;

function bySparePart(part: string): PictureKind | undefined {
  switch (part) {
    case 'Contact tip':
      return { shape: 'contactTip' };
    case 'Gas nozzle':
    case 'Plasma nozzle':
    case 'Shield cup':
    case 'Cutting nozzle':
      return { shape: 'nozzle', ceramic: false };
    case 'Ceramic cup':
      return { shape: 'nozzle', ceramic: true };
    case 'Liner':
      return { shape: 'coil', colours: ['#b23a2f'], thickness: 7 };
    case 'Drive roll':
      return { shape: 'driveRoll', knurled: false };
    case 'Cover lens':
      return { shape: 'lens' };
    case 'Filter cartridge':
      return { shape: 'filter' };
    default:
      return part ? { shape: 'smallPart' } : undefined;
  }
}

/** Product lines inside a subfamily that need a drawing of their own, by code prefix. */
const BY_CODE_PREFIX: [string, PictureKind][] = [
  ['OXI-BUF', { shape: 'torch', style: 'gas' }],
  ['OXI-MAN', { shape: 'coil', colours: ['#2f6fd1', '#c8372d'], thickness: 8 }],
  ['OXI-VAR', { shape: 'smallPart' }],
  ['PLA-TORCH', { shape: 'torch', style: 'plasma' }],
  ['CBL-', { shape: 'coil', colours: ['#2b2f36'], thickness: 12 }],
  ['CAR-', { shape: 'trolley' }],
  ['ANTI-', { shape: 'spray' }],
  ['MAS-', { shape: 'mask' }],
  ['MAR-COR', { shape: 'curtain', colour: '#8a9097' }],
  ['ROD-VK', { shape: 'driveRoll', knurled: true }],
  ['LIN-PTFE', { shape: 'coil', colours: ['#c9ced4'], thickness: 7 }],
];

const LINER_COLOURS: Record<string, string> = { '0609': '#2f6fd1', '1012': '#c8372d', '1216': '#e0b020' };

function gasOf(subject: PictureSubject): string {
  const quality = first(subject, 'quality');
  if (quality) return quality;
  if (/C2H2/i.test(subject.codigo)) return 'C2H2';
  if (/(^|-)O2(-|$)/i.test(subject.codigo)) return 'O2';
  return 'C1';
}

function bySubfamily(subject: PictureSubject): PictureKind | undefined {
  const sub = subject.codigoSubfamilia ?? '';
  switch (sub) {
    case 'EQS-MIG':
      return { shape: 'welder', process: 'MIG/MAG' };
    case 'EQS-TIG':
      return { shape: 'welder', process: has(subject, 'type', 'AC/DC') ? 'TIG AC/DC' : 'TIG DC' };
    case 'EQS-MMA':
      return { shape: 'welder', process: 'MMA' };
    case 'EQS-MULTI':
      return { shape: 'welder', process: 'MIG·TIG·MMA' };
    case 'EQS-PER':
      return has(subject, 'type', 'Wire feeder')
        ? { shape: 'feeder' }
        : has(subject, 'type', 'Cooling unit')
          ? { shape: 'cooler' }
          : undefined;
    case 'TALL-PLA':
      return { shape: 'welder', process: 'PLASMA' };
    case 'TALL-OXI':
      return subject.tipo === 'equipment' ? { shape: 'cylinderPair' } : undefined;
    case 'FIL-ACER':
      return { shape: 'spool', material: 'steel' };
    case 'FIL-INOX':
      return { shape: 'spool', material: 'stainless' };
    case 'FIL-ALU':
      return { shape: 'spool', material: 'aluminium' };
    case 'FIL-TUB':
      return { shape: 'spool', material: 'cored' };
    case 'VAR-TIG':
      return { shape: 'rodTube' };
    case 'VAR-TUN':
      return { shape: 'tungsten', tip: TUNGSTEN_TIPS[first(subject, 'quality') ?? ''] ?? '#8a8f96' };
    case 'GAS-PRO':
    case 'GAS-COM':
    case 'GAS-LLO':
      return { shape: 'cylinder', gas: gasOf(subject) };
    case 'GAS-REG':
      return { shape: 'regulator', flowmeterOnly: !has(subject, 'type', 'Regulator') };
    case 'TOR-MIG':
      return { shape: 'torch', style: 'mig' };
    case 'TOR-TIG':
      return { shape: 'torch', style: 'tig' };
    case 'ACC-PIN':
      return { shape: 'clamp' };
    case 'ACC-CAB':
      return subject.codigo.startsWith('DIN-')
        ? { shape: 'smallPart' }
        : { shape: 'coil', colours: ['#2b2f36'], thickness: 12 };
    case 'ACC-TAL':
      return { shape: 'toolbox' };
    case 'EPI-PAN':
      return { shape: 'helmet', autoDarkening: has(subject, 'type', 'Auto-darkening') };
    case 'EPI-GUA':
      return { shape: 'glove' };
    case 'EPI-ROB':
      return { shape: 'jacket', leather: !/IGN/.test(subject.codigo) };
    case 'EPI-COR': {
      const colour = subject.codigo.endsWith('-V')
        ? '#2e8b57'
        : subject.codigo.endsWith('-R')
          ? '#c0392b'
          : '#e67e22';
      return { shape: 'curtain', colour };
    }
    case 'EPI-FUM':
      return { shape: 'extractor' };
    case 'ABR-TALL':
      return { shape: 'disc', thick: false };
    case 'ABR-DESB':
      return { shape: 'disc', thick: true };
    case 'ABR-LAM':
      return { shape: 'flapDisc' };
    case 'ABR-RASP':
      return { shape: 'brush' };
    case 'SRV-REP':
      return { shape: 'wrench' };
    case 'SRV-HOM':
    case 'SRV-WPQ':
    case 'SRV-FOR':
      return { shape: 'certificate' };
    case 'SRV-MAN':
      return { shape: 'calendar' };
    case 'SRV-CAL':
      return { shape: 'gauge' };
    default:
      return sub.startsWith('ELE-')
        ? { shape: 'electrodeBox', coating: first(subject, 'type') ?? 'Rutile' }
        : undefined;
  }
}

function byKind(tipo: string): PictureKind {
  switch (tipo) {
    case 'equipment':
      return { shape: 'welder', process: '' };
    case 'service':
      return { shape: 'wrench' };
    case 'accessory':
      return { shape: 'toolbox' };
    default:
      return { shape: 'package' };
  }
}

export function pictureKind(subject: PictureSubject): PictureKind {
  for (const [prefix, kind] of BY_CODE_PREFIX) if (subject.codigo.startsWith(prefix)) return kind;
  if (subject.codigo.startsWith('LIN-AC-')) {
    const range = subject.codigo.split('-')[2] ?? '';
    return { shape: 'coil', colours: [LINER_COLOURS[range] ?? '#c8372d'], thickness: 7 };
  }
  return bySparePart(first(subject, 'sparePartType') ?? '') ?? bySubfamily(subject) ?? byKind(subject.tipo);
}
