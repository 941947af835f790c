// Whether the filter panel is open (spec §4 client-side state `filtersExpanded`): a preference of
// this browser, kept in its local storage so it survives going to a product and back, and the next
// session. Not in the session storage: spec §2 gives that only its three keys (`user`, `path`,
// `actions`).
import { useLocalStorage } from '@mantine/hooks';

export const FILTERS_EXPANDED_KEY = 'portal.catalogue.filtersExpanded';

export function useFiltersExpanded(): [boolean, (expanded: boolean) => void] {
  const [expanded, setExpanded] = useLocalStorage<boolean>({
    key: FILTERS_EXPANDED_KEY,
    defaultValue: true,
    // Read at once: reading in an effect would first show the panel open, then close it.
    getInitialValueInEffect: false,
  });
  return [expanded, setExpanded];
}
