/**
 * The component table's certificate contact cell (spec §2, admin): the latest request for
 * the component's part — its status as a badge, when and to whom in its tooltip (and for
 * screen readers in the text) — and its actions as icon buttons: Email manufacturer, the
 * manufacturer's Contacts and the request History. Compact, so the table fits a 1440 px
 * screen (issue 22).
 */
import type { Material } from '@partproof/shared';
import { ActionIcon, Badge, Group, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAddressBook, IconHistory, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { requestStatusView } from '../utils/request-status';

interface RequestCellProps {
  material: Material;
  onCompose: (material: Material) => void;
  onContacts: (manufacturer: string) => void;
  onHistory: (manufacturer: string) => void;
}

function Action(props: {
  label: string;
  tip: string;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <Tooltip label={props.tip}>
      <ActionIcon
        variant="light"
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

export function RequestCell({ material, onCompose, onContacts, onHistory }: RequestCellProps) {
  const { t } = useTranslation();
  const name = material.componentName;
  const manufacturer = material.manufacturer.trim();
  const noManufacturer = manufacturer === '';
  const request = material.request;
  const status = request ? requestStatusView(request.status) : null;
  const details = request
    ? t('{{when}} to {{to}}', { when: formatDateTime(request.sentAt), to: request.to })
    : '';
  return (
    <Stack gap={4} align="flex-start">
      {request && status && (
        <Tooltip label={`${t(status.label)} ${details}`} multiline maw={320}>
          <div role="group" aria-label={t('Latest request {{name}}', { name })} tabIndex={0}>
            <Badge color={status.color} variant="light" tt="none">
              {t(status.label)}
            </Badge>
            <VisuallyHidden>{details}</VisuallyHidden>
          </div>
        </Tooltip>
      )}
      <Group gap={4} wrap="nowrap">
        <Action
          label={t('Email manufacturer {{name}}', { name })}
          tip={t('Email manufacturer')}
          disabled={noManufacturer}
          onClick={() => onCompose(material)}
          icon={<IconMail size={16} />}
        />
        <Action
          label={t('Contacts of {{manufacturer}} ({{name}})', { manufacturer, name })}
          tip={t('Contacts')}
          disabled={noManufacturer}
          onClick={() => onContacts(manufacturer)}
          icon={<IconAddressBook size={16} />}
        />
        <Action
          label={t('Request history of {{manufacturer}} ({{name}})', { manufacturer, name })}
          tip={t('Request history')}
          disabled={noManufacturer}
          onClick={() => onHistory(manufacturer)}
          icon={<IconHistory size={16} />}
        />
      </Group>
    </Stack>
  );
}
