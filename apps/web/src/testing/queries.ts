// How component tests read and work a screen as a person would, where Testing Library has no
// one-liner of its own: typing into a field, the error shown on a field, a button pressed with the
// focus on it, and the cells of a table.
import { fireEvent, screen, within } from '@testing-library/react';

export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The error Mantine ties to a field by aria-describedby (its description left out); null when none. */
export function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

/** Clicks a button as a person would: the focus is on it, not on a field, when it is pressed. */
export function press(container: HTMLElement, name: string) {
  const button = within(container).getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

/** The text of each cell of the table named `caption`, row by row, the header row left out. */
export const tableCells = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
