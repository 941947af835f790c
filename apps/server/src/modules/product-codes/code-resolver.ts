// What a buyer types, pastes, imports or scans as a product's code, made into our `codigo`: one
// step that quick order, a list's import and a list's new line all use. Accepted: our code (in
// any case), the product's EAN, and the customer's own code; our code or EAN first. It owns no
// table: the catalogue and the own codes each answer for all lines in one query, never per line.
import { isQuickOrderError, resolveQuickOrder, type QuickOrderLine } from '@portal/domain/quick-order';
import type { AuthContext } from '../../plugins/access-control.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import type { OwnCodeService } from '../own-codes/own-code-service.ts';

export class ProductCodeResolver {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly ownCodes: OwnCodeService,
  ) {}

  /**
   * The lines with each typed code replaced by the catalogue's own spelling of it, and an
   * "unknown code" verdict for a code it does not know (a code that two lines name, after
   * resolution, is refused on its second line).
   */
  async resolve(auth: AuthContext, lines: QuickOrderLine[]): Promise<QuickOrderLine[]> {
    const typed = lines.flatMap((line) => (isQuickOrderError(line) ? [] : [line.codigo]));
    const [canonical, own] = await Promise.all([
      this.catalogue.canonicalCodigos(typed),
      auth.codigoCliente ? this.ownCodes.codigosFor(auth.codigoCliente, typed) : new Map<string, string>(),
    ]);
    return resolveQuickOrder(
      lines,
      (codigo) => canonical.get(codigo.toUpperCase()) ?? own.get(codigo.toUpperCase()),
    );
  }

  /**
   * The catalogue search's exact step: a search text of one word that is a product's EAN or one
   * of the customer's own codes, as our code (which the ranked search then finds), else
   * undefined. Our own codes need no such step: the search matches code prefixes itself.
   */
  async searchCode(auth: AuthContext, text: string | undefined): Promise<string | undefined> {
    const word = text?.trim() ?? '';
    if (word === '' || /\s/.test(word) || word.length > 40) return undefined;
    if (/^\d{13}$/.test(word)) {
      const byEan = (await this.catalogue.canonicalCodigos([word])).get(word);
      if (byEan) return byEan;
    }
    if (!auth.codigoCliente) return undefined;
    return (await this.ownCodes.codigosFor(auth.codigoCliente, [word])).get(word.toUpperCase());
  }
}
