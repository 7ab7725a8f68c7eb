/** A count in the component table that opens the dialog behind it. */
import { Button } from '@mantine/core';

interface CountButtonProps {
  count: number;
  /** What is counted, for whom: 'Certification records GRM188R61E225MA12D'. */
  label: string;
  onClick: () => void;
}

export function CountButton({ count, label, onClick }: CountButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant={count > 0 ? 'light' : 'subtle'}
      color={count > 0 ? undefined : 'gray'}
      // The shown count ends the name, so a screen reader says what a sighted user reads.
      aria-label={`${label}: ${count}`}
      onClick={onClick}
    >
      {count}
    </Button>
  );
}
