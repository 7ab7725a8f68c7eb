/**
 * /manufacturer: open to every signed-in user; only admins get the tools that change data
 * (Scrape, Add Manufacturer, import, scrapper, scraping list) — DESIGN.md §5.15 — and, with
 * the RoHS flag, the selected manufacturer's contacts and request history (§9.7). The cdocs
 * feature's screen gets the manufacturers feature's select and 'Add Manufacturer', and the
 * requests feature's actions.
 */
import { can } from '@partproof/shared';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { ManufacturerScreen } from '@/features/cdocs/components/manufacturer-screen';
import { AddManufacturerModal } from '@/features/manufacturers/components/add-manufacturer-modal';
import { ManufacturerPicker } from '@/features/manufacturers/components/manufacturer-picker';
import { ManufacturerRequestActions } from '@/features/requests/components/manufacturer-request-actions';
import { requestAccess } from '@/features/requests/utils/access';

export function ManufacturerRoute() {
  const user = useCurrentUser();
  const requests = requestAccess(user);
  return (
    <ManufacturerScreen
      canManage={can(user, 'manufacturer.manage')}
      manufacturerPicker={(props) => <ManufacturerPicker {...props} />}
      addManufacturer={(props) => <AddManufacturerModal {...props} />}
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
