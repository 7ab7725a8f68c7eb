/**
 * Route guards (spec §2): signed-in screens send guests to /login remembering where they
 * were going; guest screens send signed-in users on (to that origin, else "/").
 * While a stored token is being checked, a full-page loader is shown (spec §1).
 */
import { can, type Capability } from '@partproof/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { useCurrentUser, useSession } from '@/features/auth/hooks/use-session';
import { loginState, redirectTarget } from '@/lib/redirect';

export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'guest') {
    return <Navigate to="/login" replace state={loginState(location)} />;
  }
  return <Outlet />;
}

export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'authenticated') {
    return <Navigate to={redirectTarget(location.state)} replace />;
  }
  return <Outlet />;
}

/** Screens behind a capability (the Outbox): everyone else goes to the products list. */
export function RequireCapability({ capability }: { capability: Capability }) {
  const user = useCurrentUser();
  return can(user, capability) ? <Outlet /> : <Navigate to="/products" replace />;
}
