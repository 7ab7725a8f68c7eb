/** /components: the Components screen for the signed-in user's role. */
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { ComponentsScreen } from '@/features/parts/components/components-screen';

export function ComponentsRoute() {
  const user = useCurrentUser();
  return <ComponentsScreen role={user.role} />;
}
