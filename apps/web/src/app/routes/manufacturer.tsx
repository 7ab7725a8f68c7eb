/**
 * /manufacturer: open to every signed-in user; only admins get the tools that change data
 * (Scrape, Add Manufacturer, import, scrapper, scraping list) — DESIGN.md §5.15.
 */
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { ManufacturerScreen } from '@/features/cdocs/components/manufacturer-screen';
import { isAdmin } from '@/lib/permissions';

export function ManufacturerRoute() {
  const user = useCurrentUser();
  return <ManufacturerScreen canManage={isAdmin(user)} />;
}
