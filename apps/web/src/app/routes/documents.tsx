/**
 * /documents: certificates and, for users with the RoHS flag, material declarations (spec §2,
 * DESIGN.md §9.6).
 */
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { DocumentsScreen } from '@/features/declarations/components/documents-screen';

export function DocumentsRoute() {
  const user = useCurrentUser();
  return <DocumentsScreen user={user} />;
}
