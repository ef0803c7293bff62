import { useSearchParams } from 'react-router';
import { CustomerServiceForm } from '../../features/content/components/customer-service-form';

/** spec §2 /servizio-clienti; `?order=` pre-fills the order number (from an order's detail page). */
export function CustomerServiceRoute() {
  const [searchParams] = useSearchParams();
  const order = searchParams.get('order') ?? '';
  return <CustomerServiceForm orderNumber={/^\d{1,12}$/.test(order) ? order : undefined} />;
}
