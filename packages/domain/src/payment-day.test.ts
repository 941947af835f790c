// The payment day a customer states at registration and in its profile: the spec's 0–30 range.
import { describe, expect, it } from 'vitest';
import { customerUpdateSchema, paymentDaySchema, registrationSchema, typedPaymentDay } from './accounts.ts';

const issuesOf = (value: unknown) =>
  paymentDaySchema.safeParse(value).error?.issues.map(({ message, ...rest }) => ({
    message,
    params: 'params' in rest ? rest.params : undefined,
  }));

describe('the payment day', () => {
  it('takes a whole day from 0 to 30', () => {
    for (const day of [0, 1, 15, 30]) expect(paymentDaySchema.parse(day)).toBe(day);
  });

  it('refuses a day outside 0–30 with the spec range message and its bounds', () => {
    for (const day of [-1, 31, 2147483648]) {
      expect(issuesOf(day)).toEqual([{ message: 'validation.range', params: { min: 0, max: 30 } }]);
    }
  });

  it('refuses a fraction or something that is not a number', () => {
    expect(issuesOf(2.5)?.[0]?.message).toBe('validation.invalidNumber');
    expect(issuesOf('10')?.[0]?.message).toBe('validation.invalidNumber');
  });

  it('is optional: none at registration, unchanged when a profile update leaves it out', () => {
    const registration = registrationSchema.parse({
      razonSocial: 'Soldadures Vallès SL',
      cif: 'B12345674',
      telefono: '930000000',
      direccion: 'Carrer Major 1',
      codigoPostal: '08001',
      poblacion: 'Barcelona',
      provincia: '',
      ciudad: '',
      nomContacte: 'Anna',
      email: 'anna@example.com',
      password: 'una-contrasenya-llarga',
      confirmPassword: 'una-contrasenya-llarga',
    });
    expect(registration.diaPago).toBeNull();
    const update = customerUpdateSchema.parse({
      codigo: 'C1',
      razonSocial: 'X',
      cif: 'B12345674',
      telefono: '930000000',
      direccion: 'D',
      codigoPostal: '08001',
      poblacion: 'P',
      provincia: '',
      ciudad: '',
    });
    expect(update.diaPago).toBeUndefined();
    expect(customerUpdateSchema.safeParse({ ...update, diaPago: 31 }).success).toBe(false);
  });

  it('reads a form field: empty for none, else the number typed (which the schema then checks)', () => {
    expect(typedPaymentDay('  ')).toBeNull();
    expect(typedPaymentDay(' 15 ')).toBe(15);
    expect(paymentDaySchema.safeParse(typedPaymentDay('1a')).success).toBe(false);
  });
});
