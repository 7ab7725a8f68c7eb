/**
 * /products: the products list (with the companies for its filter, the lookups feature's
 * lists and the bom feature's Add product wizard) and the terms modal.
 */
import { can } from '@partproof/shared';
import { AddProductWizard } from '@/features/bom/components/add-product-wizard';
import { useCompanies } from '@/features/companies/api/get-companies';
import { useCurrentUser, useSetCurrentUser } from '@/features/auth/hooks/use-session';
import { lookupsQueryOptions } from '@/features/lookups/api/get-lookups';
import { ProductsScreen } from '@/features/products/components/list/products-screen';
import { TermsModal } from '@/features/terms/components/terms-modal';

export function ProductsRoute() {
  const user = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const companies = useCompanies({ enabled: can(user, 'product.filter') });
  return (
    <>
      <ProductsScreen
        user={user}
        companies={companies.data?.data ?? []}
        companiesLoading={companies.isPending && companies.fetchStatus !== 'idle'}
        lookupsQuery={lookupsQueryOptions()}
        addProduct={(props) => <AddProductWizard {...props} />}
      />
      <TermsModal
        user={user}
        onAccepted={(updated) => setCurrentUser(updated ?? { ...user, isTermsAccept: true })}
      />
    </>
  );
}
