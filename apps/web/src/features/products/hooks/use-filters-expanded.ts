// Whether the filter panel is open (spec §4 client-side state `filtersExpanded`), kept in the
// session storage so it survives going to a product and back, and ends with the session (logout
// clears the session storage).
import { useSessionStorage } from '@mantine/hooks';

export const FILTERS_EXPANDED_KEY = 'filtersExpanded';

export function useFiltersExpanded(): [boolean, (expanded: boolean) => void] {
  const [expanded, setExpanded] = useSessionStorage<boolean>({
    key: FILTERS_EXPANDED_KEY,
    defaultValue: true,
    // Read at once: reading in an effect would first show the panel open, then close it.
    getInitialValueInEffect: false,
  });
  return [expanded, setExpanded];
}
