/**
 * The Documents screen (spec §2 "/documents", DESIGN.md §9.6): 'Certificates' (default, for
 * everyone) and, for users with the RoHS flag, 'Material Declarations'; each tab searches
 * and pages its own list. With the flag, the exemption table in force opens here; admins
 * with the flag import the REACH candidate list and newer exemption tables here.
 */
import type { PermissionActor } from '@partproof/shared';
import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconFileImport, IconScale } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';
import {
  certificateDocumentsQueryOptions,
  useCertificateDocuments,
} from '../api/get-certificate-documents';
import {
  declarationDocumentsQueryOptions,
  useDeclarationDocuments,
} from '../api/get-declaration-documents';
import { declarationAccess, documentsTabs, type DocumentsTab as Tab } from '../utils/access';
import { CERTIFICATE_SEARCH_OPTIONS, DECLARATION_SEARCH_OPTIONS } from '../utils/documents-search';
import { CandidateListModal } from './candidate-list-modal';
import { CertificateDocumentsTable } from './certificate-documents-table';
import { DeclarationDocumentsTable } from './declaration-documents-table';
import { DocumentsTab } from './documents-tab';
import { ExemptionTableModal } from './exemption-table-modal';

const TAB_LABELS: Record<Tab, string> = {
  certificates: msg('Certificates'),
  declarations: msg('Material Declarations'),
};

export function DocumentsScreen({ user }: { user: PermissionActor }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const tabs = documentsTabs(user);
  const [tab, setTab] = useState<Tab>('certificates');
  const [importing, setImporting] = useState(false);
  const [exemptions, setExemptions] = useState(false);
  const access = declarationAccess(user);
  const canImport = access.importCandidateList;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('Documents')}</Title>
        <Group gap="xs">
          {access.read && (
            <Button
              variant="default"
              leftSection={<IconScale size={16} />}
              onClick={() => setExemptions(true)}
            >
              {t('Exemption table')}
            </Button>
          )}
          {canImport && (
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setImporting(true)}
            >
              {t('Import candidate list')}
            </Button>
          )}
        </Group>
      </Group>
      {tabs.length > 1 && (
        <SegmentedControl
          w="fit-content"
          aria-label={t('Documents')}
          value={tab}
          onChange={(value) => setTab(value === 'declarations' ? 'declarations' : 'certificates')}
          data={tabs.map((value) => ({ value, label: t(TAB_LABELS[value]) }))}
        />
      )}
      {tab === 'declarations' && tabs.includes('declarations') ? (
        <DocumentsTab
          key="declarations"
          searchLabel={t('Search material declarations')}
          loadingLabel={t('Loading material declarations')}
          pagesLabel={t('Pages of material declarations')}
          options={DECLARATION_SEARCH_OPTIONS}
          usePage={useDeclarationDocuments}
          fetchPage={(page, search) =>
            queryClient.fetchQuery(declarationDocumentsQueryOptions(page, search))
          }
          emptyText={t('No material declarations found')}
          table={(rows) => <DeclarationDocumentsTable rows={rows} />}
        />
      ) : (
        <DocumentsTab
          key="certificates"
          searchLabel={t('Search certificates')}
          loadingLabel={t('Loading certificates')}
          pagesLabel={t('Pages of certificates')}
          options={CERTIFICATE_SEARCH_OPTIONS}
          usePage={useCertificateDocuments}
          fetchPage={(page, search) =>
            queryClient.fetchQuery(certificateDocumentsQueryOptions(page, search))
          }
          emptyText={t('No certificates found')}
          table={(rows) => <CertificateDocumentsTable rows={rows} />}
        />
      )}
      {canImport && <CandidateListModal opened={importing} onClose={() => setImporting(false)} />}
      {access.read && (
        <ExemptionTableModal
          opened={exemptions}
          onClose={() => setExemptions(false)}
          canImport={canImport}
        />
      )}
    </Stack>
  );
}
