/** The PartProof word mark. */
import { Text } from '@mantine/core';

/** The product's name: the same in every language. */
const NAME = 'PartProof';

export function Logo({ size = 'xl' }: { size?: 'lg' | 'xl' }) {
  return (
    <Text component="span" fw={800} size={size} c="blue.7" style={{ letterSpacing: -0.5 }}>
      {NAME}
    </Text>
  );
}
