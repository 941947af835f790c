// /sat: the customer's after-sales service requests, and the form of a new one at `?nova=1`
// (pre-filled with `&pedido=&producto=` when it comes from an order of the history).
import { RequestsScreen } from './customer/components/requests-screen.tsx';

export function SatPage() {
  return <RequestsScreen kind="sat" />;
}
