/**
 * /manufacturer: open to every signed-in user; only admins get the tools that change data
 * (Scrape, Add Manufacturer, import, scrapper, scraping list) — DESIGN.md §5.15.
 */
import { can } from '@partproof/shared';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { ManufacturerScreen } from '@/features/cdocs/components/manufacturer-screen';

export function ManufacturerRoute() {
  const user = useCurrentUser();
  return <ManufacturerScreen canManage={can(user, 'manufacturer.manage')} />;
}
