// Countries the distributor delivers to, ISO 3166-1 alpha-2 codes with names in the portal's languages.
import type { Country } from './types.ts';

const COUNTRIES: [codigo: string, es: string, ca: string, en: string][] = [
  ['ES', 'España', 'Espanya', 'Spain'],
  ['PT', 'Portugal', 'Portugal', 'Portugal'],
  ['FR', 'Francia', 'França', 'France'],
  ['AD', 'Andorra', 'Andorra', 'Andorra'],
  ['IT', 'Italia', 'Itàlia', 'Italy'],
  ['DE', 'Alemania', 'Alemanya', 'Germany'],
  ['GB', 'Reino Unido', 'Regne Unit', 'United Kingdom'],
  ['IE', 'Irlanda', 'Irlanda', 'Ireland'],
  ['NL', 'Países Bajos', 'Països Baixos', 'Netherlands'],
  ['BE', 'Bélgica', 'Bèlgica', 'Belgium'],
  ['LU', 'Luxemburgo', 'Luxemburg', 'Luxembourg'],
  ['CH', 'Suiza', 'Suïssa', 'Switzerland'],
  ['AT', 'Austria', 'Àustria', 'Austria'],
  ['PL', 'Polonia', 'Polònia', 'Poland'],
  ['MA', 'Marruecos', 'Marroc', 'Morocco'],
];

export function demoCountries(updatedAt: string): Country[] {
  return COUNTRIES.map(([codigo, es, ca, en]) => ({
    codigo,
    nombre: es,
    nombres: { ca, es, en },
    updatedAt,
  }));
}
