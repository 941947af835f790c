// The reference tables of the demo catalogue as rows: the family tree and the filter
// attributes with their values, the same whatever the number of products.
import { ATTRIBUTES, attributeId, valueId } from './attributes.ts';
import type { CatalogueReference } from './catalogue-rows.ts';
import { FAMILIES } from './families.ts';

/** Families, subfamilies and filter attributes, each in the order the tree and panels show them. */
export function catalogueReference(): CatalogueReference {
  return {
    familias: FAMILIES.map((family, index) => ({
      codigo: family.codigo,
      nombre: family.nombres.es,
      nombres: { ...family.nombres },
      orden: index + 1,
    })),
    subfamilias: FAMILIES.flatMap((family) =>
      family.subfamilias.map((sub, index) => ({
        codigo: sub.codigo,
        codigoFamilia: family.codigo,
        nombre: sub.nombres.es,
        nombres: { ...sub.nombres },
        orden: index + 1,
      })),
    ),
    atributos: ATTRIBUTES.map((attribute, index) => ({
      idAtributo: attributeId(attribute.codigo),
      codigo: attribute.codigo,
      nombre: attribute.nombres.es,
      nombres: { ...attribute.nombres },
      orden: index + 1,
    })),
    atributoValores: ATTRIBUTES.flatMap((attribute) =>
      attribute.values.map((value, index) => ({
        idValor: valueId(attribute.codigo, value.valor),
        idAtributo: attributeId(attribute.codigo),
        valor: value.valor,
        nombres: { ...value.nombres },
        orden: index + 1,
      })),
    ),
  };
}
