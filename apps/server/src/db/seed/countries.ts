// Countries a delivery address may be in. The ERP synchronisation keeps this list in production;
// a new installation starts with the countries the distributor delivers to.
export const COUNTRIES: {
  codigo: string;
  nombre: string;
  nombres: { ca: string; es: string; en: string };
}[] = [
  { codigo: 'ES', nombre: 'España', nombres: { ca: 'Espanya', es: 'España', en: 'Spain' } },
  { codigo: 'AD', nombre: 'Andorra', nombres: { ca: 'Andorra', es: 'Andorra', en: 'Andorra' } },
  { codigo: 'PT', nombre: 'Portugal', nombres: { ca: 'Portugal', es: 'Portugal', en: 'Portugal' } },
  { codigo: 'FR', nombre: 'Francia', nombres: { ca: 'França', es: 'Francia', en: 'France' } },
  { codigo: 'IT', nombre: 'Italia', nombres: { ca: 'Itàlia', es: 'Italia', en: 'Italy' } },
  { codigo: 'DE', nombre: 'Alemania', nombres: { ca: 'Alemanya', es: 'Alemania', en: 'Germany' } },
  { codigo: 'BE', nombre: 'Bélgica', nombres: { ca: 'Bèlgica', es: 'Bélgica', en: 'Belgium' } },
  {
    codigo: 'NL',
    nombre: 'Países Bajos',
    nombres: { ca: 'Països Baixos', es: 'Países Bajos', en: 'Netherlands' },
  },
  {
    codigo: 'GB',
    nombre: 'Reino Unido',
    nombres: { ca: 'Regne Unit', es: 'Reino Unido', en: 'United Kingdom' },
  },
  { codigo: 'MA', nombre: 'Marruecos', nombres: { ca: 'Marroc', es: 'Marruecos', en: 'Morocco' } },
];
