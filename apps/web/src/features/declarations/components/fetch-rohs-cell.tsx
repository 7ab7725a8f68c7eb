/** The admin's per-row 'fetch RoHS/REACH' (spec §2 component table): Fetch for one component. */
import { ROHS_MSG, type Material } from '@partproof/shared';
import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFetchDocs } from '../api/fetch-docs';

export function FetchRohsCell({ material }: { material: Material }) {
  const fetch = useFetchDocs();
  const { t } = useTranslation();
  const run = () =>
    fetch.mutate(
      { materialsIds: [material.id], runAll: false },
      { onSuccess: () => notifications.show({ color: 'blue', message: t(ROHS_MSG.fetching) }) },
    );
  return (
    <Tooltip label={t('Fetch RoHS/REACH')}>
      <ActionIcon
        variant="light"
        aria-label={t('Fetch RoHS/REACH {{component}}', { component: material.componentName })}
        loading={fetch.isPending}
        onClick={run}
      >
        <IconFileSearch size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
