import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './request-fingerprint.ts';

describe('a request body’s fingerprint', () => {
  it('is the same for the same body, whatever the order of its fields', () => {
    const order = { lineasPedido: [{ codigo: 'A', Cantidad: 2 }], idContacto: 7, referencia: undefined };
    expect(requestFingerprint(order)).toBe(
      requestFingerprint({ idContacto: 7, lineasPedido: [{ Cantidad: 2, codigo: 'A' }] }),
    );
  });

  it('differs when anything sent differs: a quantity, the lines’ order, a file’s bytes', () => {
    const base = {
      lineasPedido: [
        { codigo: 'A', Cantidad: 2 },
        { codigo: 'B', Cantidad: 1 },
      ],
    };
    const fingerprint = requestFingerprint(base);
    expect(
      requestFingerprint({ lineasPedido: [{ codigo: 'A', Cantidad: 3 }, base.lineasPedido[1]] }),
    ).not.toBe(fingerprint);
    expect(requestFingerprint({ lineasPedido: [...base.lineasPedido].reverse() })).not.toBe(fingerprint);
    const file = (bytes: number[]) =>
      requestFingerprint({ files: [{ nom: 'a.pdf', bytes: new Uint8Array(bytes) }] });
    expect(file([1, 2, 3])).toBe(file([1, 2, 3]));
    expect(file([1, 2, 3])).not.toBe(file([1, 2, 4]));
  });
});
