// The totals as a customer reads them: top to bottom they add up, the saving is
// not red, and a gold cart's free shipping says so. The figures are the domain's, as the server
// sends them; the component only shows them.
import { MantineProvider } from '@mantine/core';
import { orderTotalsOf, summariseOrder } from '@portal/domain/order';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '#shared/i18n/i18n.ts';
import { MoneyTotals } from './money-totals.tsx';

const SETTINGS = { pedidoMinimo: 100, importeFijo: 15 };
const line = (codigo: string, quantity: number, finalPrice: number, priceNoOffer: number) => ({
  codigo,
  quantity,
  finalPrice,
  priceNoOffer,
});

async function show(idLista: number, lines: ReturnType<typeof line>[]) {
  await applyLanguage('ca');
  const totals = orderTotalsOf(summariseOrder(lines, idLista, SETTINGS), SETTINGS);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MoneyTotals totals={totals} />
      </MantineProvider>
    </I18nextProvider>,
  );
  const group = screen.getByRole('group', { name: 'Totals de la cistella' });
  const rows = within(group)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  return { group, rows };
}

afterEach(() => cleanup());

describe('money totals', () => {
  it('reads the bronze cart so that it adds up: 317,50 − 18,90 = 298,60 + 15,00 = 313,60', async () => {
    const { rows, group } = await show(5, [line('MIG-WIRE', 2, 89.3, 94), line('GLOVES', 5, 24, 25.9)]);
    expect(rows).toEqual([
      ['Import sense descompte', '317,50 €'],
      ['Descompte', '−18,90 €'],
      ['Subtotal', '298,60 €'],
      ['Ports', '15,00 €'],
      ['Total', '313,60 €'],
    ]);
    // A saving is good news: not printed in red.
    const saving = within(group).getByText('−18,90 €');
    expect(saving.getAttribute('style') ?? '').not.toMatch(/red/);
    expect(screen.getByText('Els ports són gratuïts a partir de 500,00 €.')).toBeDefined();
  });

  it('reads the gold cart: 161,10 − 14,70 = 146,40, shipping free, total 146,40', async () => {
    const { rows } = await show(1, [line('TORCH', 3, 36.8, 40.9), line('NOZZLE', 6, 6, 6.4)]);
    expect(rows).toEqual([
      ['Import sense descompte', '161,10 €'],
      ['Descompte', '−14,70 €'],
      ['Subtotal', '146,40 €'],
      ['Ports', 'Ports pagats'],
      ['Total', '146,40 €'],
    ]);
  });

  it('shows no discount rows when nothing is saved', async () => {
    const { rows } = await show(5, [line('GLOVES', 10, 12.5, 12.5)]);
    expect(rows.map(([term]) => term)).toEqual(['Subtotal', 'Ports', 'Total']);
  });
});
