import { afterEach, describe, expect, it } from 'vitest';
import { keepBackgroundInert } from './inert-background.ts';

/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepBackgroundInert', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function page() {
    const root = document.createElement('div');
    const opener = document.createElement('button');
    root.append(opener);
    document.body.append(root);
    stop = keepBackgroundInert(root);
    return { root, opener };
  }

  function openDialog(): HTMLElement {
    const portal = document.createElement('div');
    const dialog = document.createElement('section');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.append(document.createElement('input'));
    portal.append(dialog);
    document.body.append(portal);
    return portal;
  }

  it('makes the page inert while a modal dialog is open, and only then', async () => {
    const { root } = page();
    expect(root.hasAttribute('inert')).toBe(false);
    const first = openDialog();
    const second = openDialog();
    await settle();
    expect(root.hasAttribute('inert')).toBe(true);
    first.remove();
    await settle();
    expect(root.hasAttribute('inert')).toBe(true);
    second.remove();
    await settle();
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it('ignores a modal dialog kept in the page while closed, hidden', async () => {
    const { root } = page();
    const portal = openDialog();
    const dialog = portal.querySelector<HTMLElement>('[aria-modal="true"]')!;
    dialog.style.display = 'none';
    await settle();
    expect(root.hasAttribute('inert')).toBe(false);
    dialog.style.display = '';
    await settle();
    expect(root.hasAttribute('inert')).toBe(true);
    dialog.style.display = 'none';
    await settle();
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it('gives the focus back to what opened a dialog that is hidden, not removed, with the focus inside', async () => {
    const { opener } = page();
    opener.focus();
    const portal = openDialog();
    const dialog = portal.querySelector<HTMLElement>('[aria-modal="true"]')!;
    await settle();
    dialog.querySelector('input')!.focus();
    dialog.style.display = 'none';
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores a popover that is not modal', async () => {
    const { root } = page();
    const popover = document.createElement('div');
    popover.setAttribute('role', 'dialog');
    document.body.append(popover);
    await settle();
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it('gives the focus back to what opened the dialog when it fell to the body', async () => {
    const { opener } = page();
    opener.focus();
    const portal = openDialog();
    await settle();
    portal.querySelector('input')!.focus();
    portal.remove();
    await settle();
    expect(document.activeElement).toBe(opener);
  });
});
