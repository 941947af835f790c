// A form's dialog gives the focus back to what opened it, also when it is loaded on demand and
// mounts already open, and also when it was opened from inside another dialog.
import { Button, MantineProvider, Modal } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '#shared/i18n/i18n.ts';
import { FormDialog } from './form-dialog.tsx';

/** A dialog whose "Add" button mounts a form dialog, open, that closing unmounts. */
function Outer() {
  const [adding, setAdding] = useState(false);
  return (
    <Modal opened onClose={() => {}} title="Outer" transitionProps={{ duration: 0 }}>
      <Button onClick={() => setAdding(true)}>Add</Button>
      {adding && (
        <FormDialog opened onClose={() => setAdding(false)} title="Inner">
          <input aria-label="Name" data-autofocus />
        </FormDialog>
      )}
    </Modal>
  );
}

/** A form dialog mounted open when first asked for, as one loaded on demand is, then kept. */
function OuterKept() {
  const [adding, setAdding] = useState<boolean | null>(null);
  return (
    <Modal opened onClose={() => {}} title="Outer" transitionProps={{ duration: 0 }}>
      <Button onClick={() => setAdding(true)}>Add</Button>
      {adding !== null && (
        <FormDialog opened={adding} onClose={() => setAdding(false)} title="Inner">
          <input aria-label="Name" data-autofocus />
        </FormDialog>
      )}
    </Modal>
  );
}

async function show(ui: React.ReactElement) {
  await applyLanguage('en');
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('FormDialog', () => {
  for (const [name, ui] of [
    ['unmounted on close', <Outer key="outer" />],
    ['kept mounted once loaded', <OuterKept key="kept" />],
  ] as const) {
    it(`gives the focus back to its opener inside another dialog when closed (${name})`, async () => {
      await show(ui);
      const add = await screen.findByRole('button', { name: 'Add' });
      add.focus();
      fireEvent.click(add);
      const inner = await screen.findByRole('dialog', { name: 'Inner' });
      await waitFor(() => expect(document.activeElement === screen.getByLabelText('Name')).toBe(true));
      fireEvent.keyDown(inner, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull());
      await waitFor(() => expect(document.activeElement === add).toBe(true));
    });
  }
});
