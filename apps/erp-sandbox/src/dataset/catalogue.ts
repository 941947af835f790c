// A small welding and cutting catalogue for the export endpoints: products of the four kinds
// (in the families of families.ts), price lines for the four tier lists with quantity breaks, stock.
// The portal seeds its own large demo catalogue; this one only has to make the sync real.
import { centsToDecimal } from '../money.ts';
import type { Product, ProductPrices, ProductType, StockLevel, Translations } from './types.ts';

function names(es: string, ca: string, en: string): Translations {
  return { es, ca, en };
}

interface DemoProduct {
  codigo: string;
  tipo: ProductType;
  sub: string;
  n: Translations;
  /** Base (list 5) price in cents. */
  base: number;
  stock: number;
  lote?: number;
  min?: number;
  offer?: boolean;
  /** Products touched after the first load, so `updatedSince` has something to find. */
  late?: boolean;
}

const PRODUCTS: DemoProduct[] = [
  {
    codigo: 'EQ-MIG-200',
    tipo: 'equipment',
    sub: 'EQ-MIG',
    n: names('Equipo MIG/MAG inverter 200 A', 'Equip MIG/MAG inverter 200 A', 'MIG/MAG inverter 200 A'),
    base: 89_000,
    stock: 8,
  },
  {
    codigo: 'EQ-MIG-350',
    tipo: 'equipment',
    sub: 'EQ-MIG',
    n: names('Equipo MIG/MAG trifásico 350 A', 'Equip MIG/MAG trifàsic 350 A', 'Three-phase MIG/MAG 350 A'),
    base: 264_000,
    stock: 3,
    late: true,
  },
  {
    codigo: 'EQ-TIG-220',
    tipo: 'equipment',
    sub: 'EQ-TIG',
    n: names('Equipo TIG AC/DC 220 A', 'Equip TIG AC/DC 220 A', 'TIG AC/DC 220 A'),
    base: 198_500,
    stock: 0,
  },
  {
    codigo: 'EQ-MMA-160',
    tipo: 'equipment',
    sub: 'EQ-MMA',
    n: names('Equipo de electrodo 160 A', "Equip d'elèctrode 160 A", 'Stick welder 160 A'),
    base: 32_900,
    stock: 14,
    offer: true,
  },
  {
    codigo: 'EQ-PLA-45',
    tipo: 'equipment',
    sub: 'EQ-PLA',
    n: names('Cortadora de plasma 45 A', 'Talladora de plasma 45 A', 'Plasma cutter 45 A'),
    base: 124_000,
    stock: 5,
  },
  {
    codigo: 'CO-HIL-SG2-10',
    tipo: 'consumable',
    sub: 'CO-HIL',
    n: names('Hilo SG2 1,0 mm bobina 15 kg', 'Fil SG2 1,0 mm bobina 15 kg', 'SG2 wire 1.0 mm 15 kg spool'),
    base: 4_350,
    stock: 240,
    late: true,
  },
  {
    codigo: 'CO-ELE-6013-25',
    tipo: 'consumable',
    sub: 'CO-ELE',
    n: names(
      'Electrodo rutilo E6013 2,5 mm (caja 5 kg)',
      'Elèctrode rútil E6013 2,5 mm (caixa 5 kg)',
      'Rutile electrode E6013 2.5 mm (5 kg box)',
    ),
    base: 3_190,
    stock: 600,
    lote: 4,
    min: 4,
  },
  {
    codigo: 'CO-VAR-ER70-24',
    tipo: 'consumable',
    sub: 'CO-VAR',
    n: names(
      'Varilla TIG ER70S-6 2,4 mm (tubo 5 kg)',
      'Vareta TIG ER70S-6 2,4 mm (tub 5 kg)',
      'TIG rod ER70S-6 2.4 mm (5 kg tube)',
    ),
    base: 5_480,
    stock: 80,
    offer: true,
  },
  {
    codigo: 'CO-REC-PC-M6-08',
    tipo: 'consumable',
    sub: 'CO-REC',
    n: names('Punta de contacto M6 0,8 mm', 'Punta de contacte M6 0,8 mm', 'Contact tip M6 0.8 mm'),
    base: 62,
    stock: 5_000,
    lote: 10,
    min: 10,
  },
  {
    codigo: 'AC-PRO-CARETA',
    tipo: 'accessory',
    sub: 'AC-PRO',
    n: names('Careta automática DIN 9-13', 'Careta automàtica DIN 9-13', 'Auto-darkening helmet DIN 9-13'),
    base: 11_900,
    stock: 35,
  },
  {
    codigo: 'AC-PRO-GUANTE-TIG',
    tipo: 'accessory',
    sub: 'AC-PRO',
    n: names(
      'Guantes de soldadura TIG (par)',
      'Guants de soldadura TIG (parell)',
      'TIG welding gloves (pair)',
    ),
    base: 1_450,
    stock: 400,
    lote: 12,
    min: 12,
  },
  {
    codigo: 'AC-ANT-MB25',
    tipo: 'accessory',
    sub: 'AC-ANT',
    n: names('Antorcha MIG MB25 3 m', 'Torxa MIG MB25 3 m', 'MIG torch MB25 3 m'),
    base: 16_800,
    stock: 20,
    late: true,
  },
  {
    codigo: 'SE-REP-EQUIPO',
    tipo: 'service',
    sub: 'SE-REP',
    n: names('Reparación de equipo en taller', "Reparació d'equip al taller", 'Workshop machine repair'),
    base: 6_500,
    stock: 0,
  },
  {
    codigo: 'SE-MAN-ANUAL',
    tipo: 'service',
    sub: 'SE-MAN',
    n: names(
      'Mantenimiento preventivo anual',
      'Manteniment preventiu anual',
      'Yearly preventive maintenance',
    ),
    base: 24_000,
    stock: 0,
  },
  {
    codigo: 'SE-HOM-9606',
    tipo: 'service',
    sub: 'SE-HOM',
    n: names(
      'Homologación de soldador EN ISO 9606-1',
      'Homologació de soldador EN ISO 9606-1',
      'Welder approval EN ISO 9606-1',
    ),
    base: 39_000,
    stock: 0,
  },
];

/** Net price of each tier list as a share of the base price (list 5), in per mille. */
const LIST_FACTORS: [idLista: number, perMille: number][] = [
  [1, 850],
  [2, 900],
  [5, 1000],
  [6, 750],
];

/** Consumables get a further 5% from 50 units: a second quantity break. */
const VOLUME_BREAK = { desdeUnidades: 50, perMille: 950 };

function scale(cents: number, perMille: number): number {
  return Math.round((cents * perMille) / 1000);
}

function generated(count: number): DemoProduct[] {
  const kinds = ['Hilo inoxidable', 'Hilo aluminio', 'Electrodo básico', 'Varilla inox', 'Boquilla'];
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    const codigo = `GEN-${String(i + 1).padStart(6, '0')}`;
    const label = `${kind} ${codigo}`;
    return {
      codigo,
      tipo: 'consumable',
      sub: 'CO-HIL',
      n: names(label, label, label),
      base: 500 + ((i * 37) % 20_000),
      stock: (i * 13) % 300,
    };
  });
}

export interface DemoCatalogue {
  products: Product[];
  prices: ProductPrices[];
  stock: StockLevel[];
}

/**
 * @param generatedProducts extra synthetic consumables, for paging and sync-volume drills.
 */
export function demoCatalogue(firstLoad: string, lateChange: string, generatedProducts = 0): DemoCatalogue {
  const all = [...PRODUCTS, ...generated(generatedProducts)];
  const products: Product[] = all.map((p) => ({
    codigo: p.codigo,
    nombre: p.n.es!,
    nombres: p.n,
    descripcion: p.n.es!,
    descripciones: p.n,
    tipo: p.tipo,
    codigoFamilia: p.sub.slice(0, 2),
    codigoSubfamilia: p.sub,
    lote: p.lote ?? null,
    minimumQuantity: p.min ?? 1,
    idAlmacen: '01',
    idLista: LIST_FACTORS.map(([id]) => id).join(','),
    offer: p.offer ?? false,
    activo: true,
    medias: [],
    updatedAt: p.late ? lateChange : firstLoad,
  }));
  const prices: ProductPrices[] = all.map((p) => ({
    codigo: p.codigo,
    precios: LIST_FACTORS.flatMap(([idLista, perMille]) => {
      const net = scale(p.base, perMille);
      const lines = [
        {
          idLista,
          desdeUnidades: 1,
          precioNeto: centsToDecimal(net),
          precioSinDescuento: centsToDecimal(p.base),
        },
      ];
      if (p.tipo === 'consumable') {
        const volume = scale(net, VOLUME_BREAK.perMille);
        lines.push({
          idLista,
          desdeUnidades: VOLUME_BREAK.desdeUnidades,
          precioNeto: centsToDecimal(volume),
          precioSinDescuento: centsToDecimal(p.base),
        });
      }
      return lines;
    }),
    updatedAt: p.late ? lateChange : firstLoad,
  }));
  const stock: StockLevel[] = all.map((p) => ({
    codigo: p.codigo,
    idAlmacen: '01',
    stock: p.stock,
    updatedAt: p.late ? lateChange : firstLoad,
  }));
  return { products, prices, stock };
}
