/**
 * /products/{id}: the product detail screen. A pending product opens only for admins and
 * compliance users (spec §6, DESIGN.md §5.1); everyone else — and anyone whose request
 * fails (403, 404 …) — is sent back to /products with one toast.
 */
import { can, canOpenProduct, MSG, PRODUCT_STATUSES, ProductStatus } from '@partproof/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { commentAccess } from '@/features/comments/utils/access';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { datasheetAccess } from '@/features/datasheets/utils/access';
import { declarationAccess } from '@/features/declarations/utils/access';
import { flagAccess } from '@/features/flags/utils/access';
import { lookupsQueryOptions } from '@/features/lookups/api/get-lookups';
import { componentsPageQueryOptions } from '@/features/materials/api/get-components-page';
import { productQueryOptions } from '@/features/products/api/get-product';
import { asRoleId } from '@/features/materials/utils/table-viewer';
import { ProductDetailView } from '@/features/products/components/detail/product-detail-view';
import { requestAccess } from '@/features/requests/utils/access';
import { TechnicalFilePanel } from '@/features/technical-file/components/technical-file-panel';
import { notifyErrorText } from '@/lib/notify';
import { ProductBillOfMaterials } from './product-bill-of-materials';

/** Back to the list; `message` is toasted unless the failed query already was (query-client). */
function RedirectToProducts({ message }: { message?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    if (message) notifyErrorText(t(message));
    void navigate('/products', { replace: true });
  }, [message, navigate, t]);
  return null;
}

export function ProductDetailRoute() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const user = useCurrentUser();
  const role = asRoleId(user.role);
  // The table's first page is asked first and product/get only once it has answered: on
  // the embedded database the server runs one statement at a time, and a product's whole
  // read (1.2 MB for 2,000 components) would hold the ten rows up behind it (issue 19). The
  // page has product/get's access, so a product this user may not open fails it too, and
  // product/get then tells why.
  const firstPage = useQuery({
    ...componentsPageQueryOptions({ productId: id, page: 1, sort: null, search: null }),
    enabled: validId,
  });
  const product = useQuery({
    ...productQueryOptions(id),
    enabled: validId && (firstPage.isFetched || firstPage.isError),
  });

  if (!validId) return <RedirectToProducts message={MSG.pageNotFound} />;
  if (product.error) return <RedirectToProducts />;
  // The page is drawn at once: the Bill of Materials shows its rows from their page, and
  // the parts that need the whole product wait for product/get.
  const status = product.data
    ? (PRODUCT_STATUSES.find((s) => s.id === product.data.status.id)?.id ?? ProductStatus.Pending)
    : null;
  if (status !== null && !canOpenProduct(role, status)) {
    return <RedirectToProducts message={MSG.pendingProduct} />;
  }
  return (
    <ProductDetailView
      productId={id}
      product={product.data}
      user={user}
      role={role}
      lookupsQuery={lookupsQueryOptions()}
      technicalFile={
        can(user, 'technicalFile.read') ? (
          <TechnicalFilePanel
            productId={id}
            canGenerate={can(user, 'technicalFile.generate')}
            canEditRisks={can(user, 'riskTable.edit')}
          />
        ) : null
      }
      billOfMaterials={
        <ProductBillOfMaterials
          productId={id}
          product={product.data}
          role={role}
          canReview={can(user, 'certificate.review')}
          canSearch={can(user, 'certificate.search')}
          rohs={declarationAccess(user)}
          comments={commentAccess(user)}
          datasheets={datasheetAccess(user)}
          userId={user.id}
          requests={requestAccess(user)}
          flags={flagAccess(user)}
        />
      }
    />
  );
}
