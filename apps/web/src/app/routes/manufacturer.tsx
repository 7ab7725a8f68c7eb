import { IconBuildingFactory2 } from '@tabler/icons-react';
import { PlaceholderScreen } from '@/components/placeholder-screen';

/** The spec's own spelling of the title ('Manfacturers', spec §2). */
export function ManufacturerRoute() {
  return (
    <PlaceholderScreen
      title="Manfacturers"
      emptyText="No Certificates Available!"
      icon={<IconBuildingFactory2 />}
    />
  );
}
