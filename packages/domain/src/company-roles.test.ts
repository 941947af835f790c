import { describe, expect, it } from 'vitest';
import { companyRoleOf, roleNamesOf } from './company-roles.ts';

describe('company roles', () => {
  it('should read each company role back from the seeded roles it is made of', () => {
    expect(companyRoleOf(roleNamesOf('administrador', false))).toEqual({
      rol: 'administrador',
      aprova: true,
    });
    expect(companyRoleOf(roleNamesOf('comprador', false))).toEqual({ rol: 'comprador', aprova: false });
    expect(companyRoleOf(roleNamesOf('comprador', true))).toEqual({ rol: 'comprador', aprova: true });
    expect(companyRoleOf(roleNamesOf('aprovador', false))).toEqual({ rol: 'aprovador', aprova: true });
    expect(companyRoleOf(roleNamesOf('consulta', true))).toEqual({ rol: 'consulta', aprova: false });
  });

  it('should let the widest role win and know nothing of staff roles', () => {
    expect(companyRoleOf(['CLIENT', 'ADMIN_EMPRESA'])).toEqual({ rol: 'administrador', aprova: true });
    expect(companyRoleOf(['CONSULTA', 'CLIENT'])).toEqual({ rol: 'comprador', aprova: false });
    expect(companyRoleOf(['ADMINISTRADOR'])).toBeNull();
    expect(companyRoleOf([])).toBeNull();
  });
});
