import { describe, expect, it } from 'vitest';
import { checkParamValue, createParamSchema, paramValueKind, updateParamSchema } from './admin-params.ts';

describe('checkParamValue', () => {
  it('should check the amounts, the e-mail and the phone the portal reads', () => {
    expect(checkParamValue('pedidoMinimo', '150')).toBeNull();
    expect(checkParamValue('pedidoMinimo', '150,5')).toBeNull();
    expect(checkParamValue('importeFijo', '9.95')).toBeNull();
    expect(checkParamValue('importeFijo', '9.955')).toBe('admin.params.invalidAmount');
    expect(checkParamValue('pedidoMinimo', '-1')).toBe('admin.params.invalidAmount');
    expect(checkParamValue('emailContacto', 'hola@empresa.example')).toBeNull();
    expect(checkParamValue('emailContacto', 'hola')).toBe('validation.email');
    expect(checkParamValue('telefonoContacto', '+34 930 000 000')).toBeNull();
    expect(checkParamValue('telefonoContacto', 'call us')).toBe('validation.phone');
    expect(checkParamValue('telefonoContacto', '')).toBe('validation.required');
  });

  it('should take any value for other keys, including the names of Object.prototype', () => {
    expect(checkParamValue('horari', 'qualsevol cosa')).toBeNull();
    for (const clau of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect([clau, checkParamValue(clau, 'x')]).toEqual([clau, null]);
    }
  });
});

describe('param body schemas', () => {
  it('should report the value problem on the valor field', () => {
    const result = createParamSchema.safeParse({ clau: 'telefonoContacto', valor: '12' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['valor'], 'validation.phone'],
    ]);
  });

  it('should refuse the key __proto__ by its format, without throwing', () => {
    const body = JSON.parse('{"idParam": 3, "clau": "__proto__", "valor": "x"}') as unknown;
    const result = updateParamSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['clau'], 'admin.params.keyFormat'],
    ]);
    expect(createParamSchema.safeParse({ clau: 'constructor', valor: 'x' }).success).toBe(true);
  });
});

describe('paramValueKind', () => {
  it('should name the kind of value each key wants', () => {
    expect(paramValueKind('pedidoMinimo')).toBe('amount');
    expect(paramValueKind('importeFijo')).toBe('amount');
    expect(paramValueKind('emailContacto')).toBe('email');
    expect(paramValueKind('telefonoContacto')).toBe('phone');
    expect(paramValueKind('horari')).toBe('text');
    expect(paramValueKind('toString')).toBe('text');
  });
});
