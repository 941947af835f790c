// Product families and subfamilies of the demo catalogue, named in the portal's three languages.
import type { Family, Translations } from './types.ts';

function names(es: string, ca: string, en: string): Translations {
  return { es, ca, en };
}

export function demoFamilies(updatedAt: string): Family[] {
  const family = (
    codigo: string,
    orden: number,
    n: Translations,
    subs: [string, Translations][],
  ): Family => ({
    codigo,
    nombre: n.es!,
    nombres: n,
    orden,
    subfamilias: subs.map(([sub, sn], i) => ({ codigo: sub, nombre: sn.es!, nombres: sn, orden: i + 1 })),
    updatedAt,
  });
  return [
    family(
      'EQ',
      1,
      names('Equipos de soldadura y corte', 'Equips de soldadura i tall', 'Welding and cutting equipment'),
      [
        ['EQ-MIG', names('Equipos MIG/MAG', 'Equips MIG/MAG', 'MIG/MAG machines')],
        ['EQ-TIG', names('Equipos TIG', 'Equips TIG', 'TIG machines')],
        ['EQ-MMA', names('Equipos de electrodo', "Equips d'elèctrode", 'Stick (MMA) machines')],
        ['EQ-PLA', names('Corte por plasma', 'Tall per plasma', 'Plasma cutting')],
      ],
    ),
    family('CO', 2, names('Consumibles', 'Consumibles', 'Consumables'), [
      ['CO-HIL', names('Hilo macizo', 'Fil massís', 'Solid wire')],
      ['CO-ELE', names('Electrodos', 'Elèctrodes', 'Electrodes')],
      ['CO-VAR', names('Varillas TIG', 'Varetes TIG', 'TIG rods')],
      ['CO-REC', names('Recambios de antorcha', 'Recanvis de torxa', 'Torch spare parts')],
    ]),
    family('AC', 3, names('Accesorios', 'Accessoris', 'Accessories'), [
      ['AC-PRO', names('Protección del soldador', 'Protecció del soldador', 'Welder protection')],
      ['AC-ANT', names('Antorchas', 'Torxes', 'Torches')],
    ]),
    family('SE', 4, names('Servicios', 'Serveis', 'Services'), [
      ['SE-REP', names('Reparación', 'Reparació', 'Repair')],
      ['SE-MAN', names('Mantenimiento', 'Manteniment', 'Maintenance')],
      ['SE-HOM', names('Homologaciones', 'Homologacions', 'Approvals')],
    ]),
  ];
}
