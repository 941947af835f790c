// The member dialog's delivery addresses: every address by default, narrowed to those ticked,
// none ticked refused before anything is sent, and back to every address as null.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { TeamAddress, TeamMember } from '@portal/domain/company-team';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, loadAllTexts } from '#shared/i18n/i18n.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { MemberDialog } from './member-dialog.tsx';

const addresses: TeamAddress[] = [
  { id: 7, nombreContacto: 'Taller central', direccion: 'Carrer de la Forja 12', poblacion: 'Cornellà' },
  { id: 9, nombreContacto: 'Magatzem nord', direccion: 'Carrer del Ferro 3', poblacion: 'Granollers' },
];

const buyer: TeamMember = {
  idUsuari: 41,
  username: 'laia',
  email: 'laia@taller.example',
  nomContacte: 'Laia Ferrer',
  idioma: 'en',
  rol: 'comprador',
  aprova: false,
  limitPedido: 500,
  limitMensual: null,
  adreces: null,
  darrerAcces: null,
  actiu: true,
  jo: false,
};

async function show(member: TeamMember) {
  await applyLanguage('en');
  await loadAllTexts();
  const server = fakeApi({
    'PUT /equip/membres/41': (request) => json({ ...member, ...(request.body as object) }),
  });
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={client}>
          <MemberDialog member={member} addresses={addresses} onClose={onClose} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { server, onClose };
}

const sent = (server: ReturnType<typeof fakeApi>) =>
  server.writes().map((request) => (request.body as { adreces: unknown }).adreces);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a member’s delivery addresses', () => {
  it('narrows a buyer to the addresses ticked, refusing none at all', async () => {
    const { server, onClose } = await show(buyer);
    expect(screen.getByRole('radio', { name: /Every address of the company/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByRole('checkbox', { name: /Magatzem nord/ })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Only those you choose' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one delivery address, or leave them all.')).toBeDefined();
    expect(server.writes()).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: /Magatzem nord/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(server)).toEqual([[9]]);
  });

  it('lets a narrowed buyer use every address again', async () => {
    const { server, onClose } = await show({ ...buyer, adreces: [9] });
    expect(screen.getByRole('checkbox', { name: /Magatzem nord/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /Taller central/ })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('radio', { name: /Every address of the company/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(server)).toEqual([null]);
  });

  it('asks nothing about addresses of a viewer, who orders nothing', async () => {
    await show({ ...buyer, rol: 'consulta' });
    expect(screen.queryByRole('radio', { name: /Every address of the company/ })).toBeNull();
  });
});
