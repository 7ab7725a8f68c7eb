import { IconCpu } from '@tabler/icons-react';
import { PlaceholderScreen } from '@/components/placeholder-screen';

export function ComponentsRoute() {
  return (
    <PlaceholderScreen title="Components" emptyText="No components found" icon={<IconCpu />} />
  );
}
