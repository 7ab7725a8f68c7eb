/**
 * "Which row names the columns?" for an import whose header row was guessed wrong (a title
 * line above the headers): a row number and a button that reads the columns from it.
 * Used by the BOM wizard's and the certificate import's column mapping.
 */
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface HeaderRowPickerProps {
  /** The 1-based row the columns are read from now. */
  current: number;
  busy: boolean;
  onPick: (row: number) => void;
}

export function HeaderRowPicker({ current, busy, onPick }: HeaderRowPickerProps) {
  const { t } = useTranslation();
  const [row, setRow] = useState<number | string>(current);
  const chosen = typeof row === 'number' && row >= 1 ? row : null;
  return (
    <Group align="flex-end">
      <NumberInput
        label={t('Header row')}
        description={t('The row of the file that names the columns')}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        w={220}
        value={row}
        onChange={setRow}
      />
      <Button
        variant="default"
        loading={busy}
        disabled={chosen === null || chosen === current}
        onClick={() => chosen !== null && onPick(chosen)}
      >
        {t('Read the columns from this row')}
      </Button>
    </Group>
  );
}
