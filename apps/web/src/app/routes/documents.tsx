import { IconFileCertificate } from '@tabler/icons-react';
import { PlaceholderScreen } from '@/components/placeholder-screen';

export function DocumentsRoute() {
  return (
    <PlaceholderScreen
      title="Documents"
      emptyText="No documents found"
      icon={<IconFileCertificate />}
    />
  );
}
