/** A count in the component table that opens the dialog behind it. */
import { Button } from '@mantine/core';

interface CountButtonProps {
  count: number;
  label: string;
  onClick: () => void;
}

export function CountButton({ count, label, onClick }: CountButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant={count > 0 ? 'light' : 'subtle'}
      color={count > 0 ? undefined : 'gray'}
      aria-label={label}
      onClick={onClick}
    >
      {count}
    </Button>
  );
}
