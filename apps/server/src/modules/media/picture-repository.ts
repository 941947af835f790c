// Reads what a product picture is drawn from: the product's kind, family and name, and its
// attribute values by attribute code. Only active products have pictures.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { atributos, atributoValores, productoAtributos, productos } from '../../db/schema/index.ts';
import type { PictureSubject } from './picture-kind.ts';

export class PictureRepository extends Repository {
  /** The active products among `codigos`, by code. */
  async subjectsByCodigo(codigos: string[]): Promise<Map<string, PictureSubject>> {
    const found = new Map<string, PictureSubject>();
    if (codigos.length === 0) return found;
    const rows = await this.db
      .select({
        id: productos.id,
        codigo: productos.codigo,
        nombre: productos.nombre,
        tipo: productos.tipo,
        codigoFamilia: productos.codigoFamilia,
        codigoSubfamilia: productos.codigoSubfamilia,
      })
      .from(productos)
      .where(and(inArray(productos.codigo, codigos), eq(productos.activo, true)));
    if (rows.length === 0) return found;
    const values = await this.db
      .select({
        productoId: productoAtributos.productoId,
        codigo: atributos.codigo,
        valor: atributoValores.valor,
      })
      .from(productoAtributos)
      .innerJoin(atributoValores, eq(atributoValores.idValor, productoAtributos.idValor))
      .innerJoin(atributos, eq(atributos.idAtributo, atributoValores.idAtributo))
      .where(
        inArray(
          productoAtributos.productoId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(atributos.orden), asc(atributoValores.orden));
    for (const { id, ...product } of rows) {
      const attributes: Record<string, string[]> = {};
      for (const value of values)
        if (value.productoId === id) (attributes[value.codigo] ??= []).push(value.valor);
      found.set(product.codigo, { ...product, attributes });
    }
    return found;
  }
}
