// While a modal dialog is open, the page behind it is `inert`: out of reach of the keyboard, the
// pointer and a screen reader's reading cursor, not only of Tab (Mantine traps Tab inside a
// dialog but leaves the page in the accessibility tree). One watcher serves every dialog and
// drawer of the app: Mantine draws them in portals outside the app's root, marked
// `aria-modal="true"`, so the root can be made inert without touching the dialog.
//
// Mantine gives the focus back to what opened a dialog 10 ms after it starts closing, while its
// closing transition may keep it (and the inert root) a little longer; once the last dialog has
// gone, the focus is put back here if it fell to the page's body or stayed in the dialog, now hidden.

const OPEN_MODAL = '[aria-modal="true"]';

export function keepBackgroundInert(root: HTMLElement): () => void {
  const isInert = () => root.hasAttribute('inert');
  /** The last element of the page that had the focus: what opened the dialog. */
  let opener: HTMLElement | null = null;
  const remember = (event: FocusEvent) => {
    if (!isInert() && event.target instanceof HTMLElement && root.contains(event.target))
      opener = event.target;
  };

  // A dialog kept in the page while closed (Mantine's `keepMounted`) is hidden, not open.
  const openModals = () =>
    [...document.querySelectorAll<HTMLElement>(OPEN_MODAL)].filter(
      (modal) => !root.contains(modal) && modal.style.display !== 'none',
    );

  const update = () => {
    const open = openModals().length > 0;
    if (open && !isInert()) {
      root.setAttribute('inert', '');
    } else if (!open && isInert()) {
      root.removeAttribute('inert');
      // Lost: on the body, or still inside the dialog just hidden (kept in the page while closed).
      const active = document.activeElement;
      const lost =
        active === null ||
        active === document.body ||
        active.closest<HTMLElement>(OPEN_MODAL)?.style.display === 'none';
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    }
  };

  document.addEventListener('focusin', remember);
  // The app's own renders (a page of results, the filters) change the DOM inside the root all the
  // time, and a dialog inside it is never one of these: only a change outside the root can open or
  // close one, so those alone pay for the look-up of open dialogs.
  const observer = new MutationObserver((records) => {
    if (records.some((record) => !root.contains(record.target))) update();
  });
  // Portals come and go as children of <body>; a dialog's content may mount inside one later.
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributeFilter: ['aria-modal', 'style'],
  });
  update();
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', remember);
    root.removeAttribute('inert');
  };
}
