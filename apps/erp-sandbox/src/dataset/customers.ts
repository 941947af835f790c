// Customer companies and their delivery contacts (their promotions: catalogue/demo-promotions.ts).
// C0001-C0004 are the portal's demo companies (one per tier, as DEMO_CUSTOMERS in
// apps/server/src/db/seed/demo-seed.ts), so the demo logins place orders the sandbox accepts.
import type { Contact, Customer } from './types.ts';

type DemoCustomer = Omit<
  Customer,
  'updatedAt' | 'activo' | 'telefono' | 'email' | 'entidadBancaria' | 'diaPago' | 'cuentaContable' | 'ciudad'
> & {
  email: string;
};

const CUSTOMERS: DemoCustomer[] = [
  {
    codigo: 'C0001',
    razonSocial: 'Calderería Montseny SL',
    cif: 'B61234563',
    idLista: 1,
    email: 'compres@montseny.example',
    direccion: 'Carrer de la Indústria 14',
    codigoPostal: '08400',
    poblacion: 'Granollers',
    provincia: 'Barcelona',
    pais: 'ES',
    formaPago: 3,
  },
  {
    codigo: 'C0002',
    razonSocial: 'Estructuras Metálicas del Besòs SL',
    cif: 'B08456782',
    idLista: 2,
    email: 'compras@besos.example',
    direccion: 'Avinguda de la Platja 2',
    codigoPostal: '08930',
    poblacion: 'Sant Adrià de Besòs',
    provincia: 'Barcelona',
    pais: 'ES',
    formaPago: 2,
  },
  {
    codigo: 'C0003',
    razonSocial: 'Talleres Soldamar SA',
    cif: 'A28345676',
    idLista: 5,
    email: 'compras@soldamar.example',
    direccion: 'Calle del Acero 7',
    codigoPostal: '28906',
    poblacion: 'Getafe',
    provincia: 'Madrid',
    pais: 'ES',
    formaPago: 1,
  },
  {
    codigo: 'C0004',
    razonSocial: 'Suministros Industriales Turia SL',
    cif: 'B46123451',
    idLista: 6,
    email: 'purchasing@turia.example',
    direccion: 'Carrer de la Ciència 33',
    codigoPostal: '46980',
    poblacion: 'Paterna',
    provincia: 'València',
    pais: 'ES',
    formaPago: 4,
  },
  {
    codigo: 'C0005',
    razonSocial: 'Metalomecânica do Ave Lda',
    cif: 'PT509876543',
    idLista: 5,
    email: 'compras@ave.example',
    direccion: 'Rua da Fundição 120',
    codigoPostal: '4760-001',
    poblacion: 'Vila Nova de Famalicão',
    provincia: 'Braga',
    pais: 'PT',
    formaPago: 103,
  },
];

export function demoCustomers(updatedAt: string): Customer[] {
  return CUSTOMERS.map((c, i) => ({
    ...c,
    telefono: `+34 930 000 00${i + 1}`,
    ciudad: c.poblacion,
    entidadBancaria: null,
    diaPago: 10,
    cuentaContable: `430${c.codigo.slice(1).padStart(6, '0')}`,
    activo: true,
    updatedAt,
  }));
}

export function demoContacts(updatedAt: string): Contact[] {
  const contact = (
    codigoCliente: string,
    n: number,
    nombre: string,
    direccion: string,
    codigoPostal: string,
    poblacion: string,
    provincia: string,
    pais = 'ES',
  ): Contact => ({
    erpContactId: `${codigoCliente}-${String(n).padStart(3, '0')}`,
    codigoCliente,
    nombre,
    direccion,
    codigoPostal,
    poblacion,
    provincia,
    ciudad: poblacion,
    pais,
    telefono: null,
    email: null,
    activo: true,
    updatedAt,
  });
  return [
    contact(
      'C0001',
      1,
      'Magatzem Granollers',
      'Carrer de la Indústria 14',
      '08400',
      'Granollers',
      'Barcelona',
    ),
    contact('C0001', 2, 'Obra Port de Barcelona', 'Moll de Costa s/n', '08039', 'Barcelona', 'Barcelona'),
    contact(
      'C0002',
      1,
      'Taller Besòs',
      'Avinguda de la Platja 2',
      '08930',
      'Sant Adrià de Besòs',
      'Barcelona',
    ),
    contact('C0003', 1, 'Nave Getafe', 'Calle del Acero 7', '28906', 'Getafe', 'Madrid'),
    contact('C0004', 1, 'Almacén Paterna', 'Carrer de la Ciència 33', '46980', 'Paterna', 'València'),
    contact(
      'C0004',
      2,
      'Delegación Castellón',
      'Avinguda del Port 12',
      '12100',
      'El Grau de Castelló',
      'Castelló',
    ),
    contact(
      'C0005',
      1,
      'Armazém Famalicão',
      'Rua da Fundição 120',
      '4760-001',
      'Vila Nova de Famalicão',
      'Braga',
      'PT',
    ),
  ];
}
