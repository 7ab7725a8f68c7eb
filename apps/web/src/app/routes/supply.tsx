/**
 * /supply/{secret}: the supplier upload page (DESIGN.md §9.7). Public — outside the sign-in
 * guards and the app layout, so a supplier is never sent to /login and sees no navigation.
 */
import { useParams } from 'react-router';
import { SupplierPage } from '@/features/supply/components/supplier-page';

export function SupplyRoute() {
  // Everything after /supply/ is the secret; anything but one well-formed segment is refused.
  const secret = useParams()['*'] ?? '';
  return <SupplierPage key={secret} secret={secret} />;
}
