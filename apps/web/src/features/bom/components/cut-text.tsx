/** A table cell text cut at 18 characters with an ellipsis; the full text shows on hover (spec §9). */
import { Text, Tooltip } from '@mantine/core';
import { isTruncated, truncateText } from '../utils/truncate';

export function CutText({ text }: { text: string }) {
  if (!isTruncated(text)) return <Text size="sm">{text}</Text>;
  return (
    <Tooltip label={text} multiline maw={320} openDelay={200}>
      <Text size="sm" title={text} style={{ whiteSpace: 'nowrap' }}>
        {truncateText(text)}
      </Text>
    </Tooltip>
  );
}
