// The test customer's (Soldamar, C0003) delivery contact as `GET /cliente/contactos` lists it,
// for the screens that offer the customer's addresses.
import { contactSchema, type Contact } from '@portal/domain/ordering-api';

export function contact(overrides: Partial<Contact> = {}): Contact {
  return contactSchema.parse({
    id: 11,
    nombreContacto: 'Soldamar – warehouse',
    direccion: 'Calle del Acero 7',
    codigoPostal: '28906',
    poblacion: 'Getafe',
    provincia: 'Madrid',
    ciudad: '',
    pais: 'ES',
    telefono: null,
    ...overrides,
  });
}
