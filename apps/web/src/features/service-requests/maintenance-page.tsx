// /maintenance: the customer's maintenance requests, and the form of a new one at `?nova=1`.
import { RequestsScreen } from './customer/components/requests-screen.tsx';

export function MaintenancePage() {
  return <RequestsScreen kind="maintenance" />;
}
