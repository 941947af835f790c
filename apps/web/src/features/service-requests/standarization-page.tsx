// /standarization (the spec's spelling of the route): the customer's standardisation requests —
// qualifications and validations — and the form of a new one at `?nova=1`.
import { RequestsScreen } from './customer/components/requests-screen.tsx';

export function StandarizationPage() {
  return <RequestsScreen kind="standardisation" />;
}
