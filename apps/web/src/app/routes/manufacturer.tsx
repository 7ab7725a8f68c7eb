/**
 * /manufacturer: open to every signed-in user; only admins get the tools that change data
 * (Scrape, Add Manufacturer, import, scrapper, scraping list) — DESIGN.md §5.15 — and, with
 * the RoHS flag, the selected manufacturer's contacts and request history (§9.7).
 */
import { can } from '@partproof/shared';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { ManufacturerScreen } from '@/features/cdocs/components/manufacturer-screen';
import { ManufacturerRequestActions } from '@/features/requests/components/manufacturer-request-actions';
import { requestAccess } from '@/features/requests/utils/access';

export function ManufacturerRoute() {
  const user = useCurrentUser();
  const requests = requestAccess(user);
  return (
    <ManufacturerScreen
      canManage={can(user, 'manufacturer.manage')}
      manufacturerActions={
        requests.readContacts || requests.read
          ? (manufacturer) => (
              <ManufacturerRequestActions manufacturer={manufacturer} access={requests} />
            )
          : undefined
      }
    />
  );
}
