// Each customer's own codes for our products (its part numbers): read, set or removed by the
// company's users (the detail screen), uploaded as CSV (the lists screen), and looked up for the
// code resolver. Scoped to the caller's own customer: another customer's own codes are never
// read, matched or shown.
import type { Language } from '@portal/domain/languages';
import {
  parseOwnCodes,
  type OwnCode,
  type OwnCodesImportResult,
  type OwnCodeVerdict,
} from '@portal/domain/own-codes';
import { ruleIssue } from '@portal/domain/rule-issue';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { ExportItem } from '../../erp/gateway/contract.ts';
import type { CustomerRowsMover } from '../customers/customer-rows.ts';
import { customerNames } from '../customers/customer-read.ts';
import { ownCustomer } from '../../http/customer-scope.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import { recordChange } from '../change-log/change-log.ts';
import type { ContributedAppliers } from '../erp-sync/sync-appliers.ts';
import { toIssue } from '../pricing/line-pricing.ts';
import type { OwnCodeRepository } from './own-code-repository.ts';

export class OwnCodeService {
  constructor(
    private readonly db: Db,
    private readonly ownCodes: OwnCodeRepository,
    private readonly catalogue: CatalogueService,
  ) {}

  /**
   * How the synchronisation writes the ERP's cross-references (contract §11.2) into this module's
   * table: each customer's set replaces the ERP's previous one and wins over a user's entry for
   * the same product or own code (docs/decisions.md). A set of a customer the portal does not
   * have is read and skipped; within a set, the first entry for a product or an own code counts.
   */
  syncAppliers(): ContributedAppliers {
    return { 'cross-references': (tx, items) => applyCrossReferences(this.ownCodes.in(tx), tx, items) };
  }

  async list(auth: AuthContext): Promise<OwnCode[]> {
    return this.ownCodes.of(ownCustomer(auth));
  }

  /** Our code for each typed own code of the customer, by the typed code in upper case. */
  async codigosFor(codigoCliente: string, typed: string[]): Promise<Map<string, string>> {
    if (typed.length === 0) return new Map();
    const rows = await this.ownCodes.matching(codigoCliente, typed);
    return new Map(rows.map((row) => [row.codigoPropio.toUpperCase(), row.codigo]));
  }

  /** The customer's own code of each of the products `codigos`, by our code in upper case. */
  async ofProducts(codigoCliente: string, codigos: string[]): Promise<Map<string, string>> {
    if (codigos.length === 0) return new Map();
    const rows = await this.ownCodes.ofProducts(codigoCliente, codigos);
    return new Map(rows.map((row) => [row.codigo.toUpperCase(), row.codigoPropio]));
  }

  /** Our code as the catalogue spells it, for a product that exists (by our code only). */
  private async productCode(codigo: string): Promise<string | undefined> {
    const found = (await this.catalogue.canonicalCodigos([codigo])).get(codigo.toUpperCase());
    return found && found.toUpperCase() === codigo.toUpperCase() ? found : undefined;
  }

  /** Sets (or with null removes) the customer's own code for one product. */
  async set(auth: AuthContext, codigo: string, codigoPropio: string | null): Promise<OwnCode | null> {
    const codigoCliente = ownCustomer(auth);
    const product = await this.productCode(codigo);
    if (!product) throw notFound('errors.productInfoMissing');
    await this.db.transaction(async (tx) => {
      const repo = this.ownCodes.in(tx);
      if (codigoPropio === null) {
        if (await repo.remove(codigoCliente, product)) {
          await recordChange(tx, {
            taula: 'own_codes',
            tipus: 'DELETE',
            idRegistre: `${codigoCliente}/${product}`,
            idUsuari: auth.idUsuari,
          });
        }
        return;
      }
      const [taken] = (await repo.matching(codigoCliente, [codigoPropio])).filter(
        (row) => row.codigo !== product,
      );
      if (taken) throw conflict('ownCodes.taken', { codigoPropio, codigo: taken.codigo });
      await repo.upsert(codigoCliente, [{ codigo: product, codigoPropio }], auth.idUsuari);
      await recordChange(tx, {
        taula: 'own_codes',
        tipus: 'UPDATE',
        idRegistre: `${codigoCliente}/${product}`,
        idUsuari: auth.idUsuari,
        detall: { codigoPropio },
      });
    });
    return codigoPropio === null ? null : { codigo: product, codigoPropio };
  }

  /**
   * A CSV of `codigo;codigoPropio` lines: a verdict per line (not understood, an own code that is
   * not acceptable, a repeated line, a product not in the catalogue, an own code the company
   * already uses for another product), and the good lines written in one statement.
   */
  async importCsv(auth: AuthContext, text: string, language: Language): Promise<OwnCodesImportResult> {
    const codigoCliente = ownCustomer(auth);
    const read = parseOwnCodes(text);
    const lines = read.flatMap((line) => ('error' in line ? [] : [line]));
    const [canonical, existing] = await Promise.all([
      this.catalogue.canonicalCodigos(lines.map((line) => line.codigo)),
      this.ownCodes.matching(
        codigoCliente,
        lines.map((line) => line.codigoPropio),
      ),
    ]);
    const holder = new Map(existing.map((row) => [row.codigoPropio.toUpperCase(), row.codigo]));
    const verdicts: OwnCodeVerdict[] = read.map((line) => {
      const base = { lineNumber: line.lineNumber, text: line.text };
      if ('error' in line)
        return {
          ...base,
          codigo: null,
          codigoPropio: null,
          ok: false,
          errors: [toIssue(line.error, language)],
        };
      const product = canonical.get(line.codigo.toUpperCase());
      const refuse = (issue: ReturnType<typeof ruleIssue>) => ({
        ...base,
        codigo: line.codigo,
        codigoPropio: line.codigoPropio,
        ok: false,
        errors: [toIssue(issue, language)],
      });
      if (!product || product.toUpperCase() !== line.codigo.toUpperCase()) {
        return refuse(
          ruleIssue('ownCodes.unknownProduct', { lineNumber: line.lineNumber, codigo: line.codigo }),
        );
      }
      const heldBy = holder.get(line.codigoPropio.toUpperCase());
      if (heldBy && heldBy !== product) {
        return refuse(
          ruleIssue('ownCodes.takenLine', {
            lineNumber: line.lineNumber,
            codigoPropio: line.codigoPropio,
            codigo: heldBy,
          }),
        );
      }
      return { ...base, codigo: product, codigoPropio: line.codigoPropio, ok: true, errors: [] };
    });
    const good = verdicts.flatMap((verdict) =>
      verdict.ok ? [{ codigo: verdict.codigo!, codigoPropio: verdict.codigoPropio! }] : [],
    );
    if (good.length > 0) {
      await this.db.transaction(async (tx) => {
        await this.ownCodes.in(tx).upsert(codigoCliente, good, auth.idUsuari);
        await recordChange(tx, {
          taula: 'own_codes',
          tipus: 'UPDATE',
          idRegistre: codigoCliente,
          idUsuari: auth.idUsuari,
          detall: { importats: good.length },
        });
      });
    }
    return { lines: verdicts, written: good.length };
  }
}

async function applyCrossReferences(
  ownCodes: OwnCodeRepository,
  tx: Tx,
  items: ExportItem<'cross-references'>[],
) {
  const known = (await tx.execute(
    sql`select ${customerNames.codigo} from ${customerNames} where ${customerNames.codigo} in
      (select value from json_array_elements_text(${JSON.stringify(items.map((item) => item.codigoCliente))}::json))`,
  )) as unknown as { rows: { codigo: string }[] };
  const customers = new Set(known.rows.map((row) => row.codigo));
  const applied = items.filter((item) => customers.has(item.codigoCliente));
  const rows = applied.flatMap((item) => {
    const products = new Set<string>();
    const spellings = new Set<string>();
    return item.referencias.flatMap(({ codigo, referencia }) => {
      if (products.has(codigo) || spellings.has(referencia.toUpperCase())) return [];
      products.add(codigo);
      spellings.add(referencia.toUpperCase());
      return [{ codigoCliente: item.codigoCliente, codigo, codigoPropio: referencia }];
    });
  });
  await ownCodes.replaceErpSets([...customers], rows);
  return { aplicats: applied.length, desactivats: 0 };
}

/**
 * A registered company's own codes, moved to the code the ERP confirmed (erp/outbox/customer-link.ts);
 * where the ERP's customer already has one for the product or the own code, its own is kept.
 */
export function ownCodesMover(ownCodes: OwnCodeRepository): CustomerRowsMover {
  return {
    moveCustomerRows: (tx, provisional, erpCodigo) => ownCodes.in(tx).moveCustomer(provisional, erpCodigo),
  };
}
