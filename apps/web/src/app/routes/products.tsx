/** /products: until the products issue lands, its title, the empty state and the terms modal. */
import { MSG } from '@partproof/shared';
import { IconPackage } from '@tabler/icons-react';
import { PlaceholderScreen } from '@/components/placeholder-screen';
import { useCurrentUser, useSetCurrentUser } from '@/features/auth/hooks/use-session';
import { TermsModal } from '@/features/terms/components/terms-modal';

export function ProductsRoute() {
  const user = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  return (
    <PlaceholderScreen title="Products" emptyText={MSG.noProducts} icon={<IconPackage />}>
      <TermsModal
        user={user}
        onAccepted={(updated) => setCurrentUser(updated ?? { ...user, isTermsAccept: true })}
      />
    </PlaceholderScreen>
  );
}
