/**
 * The comment box: a contentEditable area with a small toolbar (bold, italic, bulleted and
 * numbered lists, links) driven by `document.execCommand` — deprecated, but every browser
 * still implements it and no editor library is installed. The HTML it produces is only a
 * proposal: the server sanitises it (DESIGN.md §9.8). Ctrl+Enter (⌘+Enter) submits.
 * Uncontrolled: the parent remounts it (a new `key`) to clear it.
 */
import { ActionIcon, Box, Button, Group, Popover, TextInput, Tooltip } from '@mantine/core';
import {
  IconBold,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  type Icon,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';
import { isHttpUrl } from '@/lib/http-url';

interface RichTextEditorProps {
  label: string;
  /** The starting HTML (an edited comment's body, already sanitised by the server). */
  initialHtml?: string;
  disabled?: boolean;
  onChange: (html: string) => void;
  onSubmit: () => void;
}

const COMMANDS: { command: string; label: string; icon: Icon }[] = [
  { command: 'bold', label: msg('Bold'), icon: IconBold },
  { command: 'italic', label: msg('Italic'), icon: IconItalic },
  { command: 'insertUnorderedList', label: msg('Bulleted list'), icon: IconList },
  { command: 'insertOrderedList', label: msg('Numbered list'), icon: IconListNumbers },
];

export function RichTextEditor(props: RichTextEditorProps) {
  const { onChange } = props;
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('https://');

  // Only the first HTML counts: later renders must not overwrite what the user typed.
  const first = useRef({ html: props.initialHtml ?? '', onChange });
  useEffect(() => {
    if (!area.current) return;
    // The body comes from the API, sanitised by the server (see comment-body.tsx).
    area.current.innerHTML = first.current.html;
    first.current.onChange(area.current.innerHTML);
  }, []);

  const emit = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: string, value?: string) => {
    area.current?.focus();
    document.execCommand(command, false, value);
    emit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      props.onSubmit();
    }
  };

  // The link field takes focus, so the selection to turn into a link is kept and restored.
  const openLink = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    saved.current = range && area.current?.contains(range.commonAncestorContainer) ? range : null;
    setLinkOpen(true);
  };
  const addLink = () => {
    if (!isHttpUrl(href) && !href.startsWith('mailto:')) return;
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    const url = href.trim();
    if (selection?.isCollapsed ?? true)
      run('insertHTML', `<a href="${encodeURI(url)}">${escapeText(url)}</a>`);
    else run('createLink', url);
    setLinkOpen(false);
    setHref('https://');
  };

  return (
    <Box
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <Group
        gap={4}
        p={4}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {COMMANDS.map(({ command, label, icon: CommandIcon }) => (
          <Tooltip key={command} label={t(label)}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t(label)}
              disabled={props.disabled}
              // Keep the selection in the text: a click would move focus to the button first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
            >
              <CommandIcon size={16} />
            </ActionIcon>
          </Tooltip>
        ))}
        <Popover opened={linkOpen} onChange={setLinkOpen} trapFocus withinPortal={false}>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('Link')}
              disabled={props.disabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={openLink}
            >
              <IconLink size={16} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Group gap="xs" align="flex-end">
              <TextInput
                label={t('Link address')}
                size="xs"
                value={href}
                onChange={(event) => setHref(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addLink();
                  }
                }}
              />
              <Button size="xs" onClick={addLink}>
                {t('Add link')}
              </Button>
            </Group>
          </Popover.Dropdown>
        </Popover>
      </Group>
      <Box
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-label={props.label}
        contentEditable={!props.disabled}
        suppressContentEditableWarning
        onInput={emit}
        onKeyDown={onKeyDown}
        // Paragraphs, not divs, for Enter: the server keeps <p> and would drop <div>.
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        mih={80}
        p="xs"
        fz="sm"
        style={{ outline: 'none', overflowWrap: 'anywhere' }}
      />
    </Box>
  );
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
