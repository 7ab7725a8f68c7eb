/**
 * /products/{id}: the product detail screen. A pending product opens only for admins and
 * compliance users (spec §6, DESIGN.md §5.1); everyone else — and anyone whose request
 * fails (403, 404 …) — is sent back to /products with one toast.
 */
import { can, canOpenProduct, MSG, PRODUCT_STATUSES, ProductStatus } from '@partproof/shared';
import { Center, Loader } from '@mantine/core';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { commentAccess } from '@/features/comments/utils/access';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { declarationAccess } from '@/features/declarations/utils/access';
import { componentsPageQueryOptions } from '@/features/materials/api/get-components-page';
import { productQueryOptions } from '@/features/products/api/get-product';
import { asRoleId } from '@/features/materials/utils/table-viewer';
import { ProductDetailView } from '@/features/products/components/detail/product-detail-view';
import { requestAccess } from '@/features/requests/utils/access';
import { notifyErrorText } from '@/lib/notify';
import { ProductBillOfMaterials } from './product-bill-of-materials';

/** Back to the list; `message` is toasted unless the failed query already was (query-client). */
function RedirectToProducts({ message }: { message?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (message) notifyErrorText(message);
    void navigate('/products', { replace: true });
  }, [message, navigate]);
  return null;
}

/**
 * Reads the component table's first page alongside the whole product rather than after it,
 * so its ten rows are there as soon as the page shows. Its failure is product/get's to tell.
 */
function PrefetchFirstComponents({ productId }: { productId: number }) {
  usePrefetchQuery({
    ...componentsPageQueryOptions({ productId, page: 1, sort: null, search: null }),
    meta: { ownErrors: true },
  });
  return null;
}

export function ProductDetailRoute() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const user = useCurrentUser();
  const role = asRoleId(user.role);
  const product = useQuery({ ...productQueryOptions(id), enabled: validId });

  if (!validId) return <RedirectToProducts message={MSG.pageNotFound} />;
  if (product.error) return <RedirectToProducts />;
  if (!product.data) {
    return (
      <Center py="xl" role="status" aria-label="Loading">
        <PrefetchFirstComponents productId={id} />
        <Loader />
      </Center>
    );
  }

  const status =
    PRODUCT_STATUSES.find((s) => s.id === product.data.status.id)?.id ?? ProductStatus.Pending;
  if (!canOpenProduct(role, status)) return <RedirectToProducts message={MSG.pendingProduct} />;
  return (
    <ProductDetailView
      product={product.data}
      user={user}
      role={role}
      billOfMaterials={
        <ProductBillOfMaterials
          product={product.data}
          role={role}
          canReview={can(user, 'certificate.review')}
          canSearch={can(user, 'certificate.search')}
          rohs={declarationAccess(user)}
          comments={commentAccess(user)}
          userId={user.id}
          requests={requestAccess(user)}
        />
      }
    />
  );
}
