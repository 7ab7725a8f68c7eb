/**
 * The Manufacturer screen (spec §2, DESIGN.md §5.15): certificates by manufacturer for every
 * signed-in user; admins also scrape, add manufacturers, import the certificate database and
 * reach the scrapper and the scraping list. The manufacturer select and 'Add Manufacturer'
 * are the manufacturers feature's, handed in by the route.
 */
import { CERT_MSG } from '@partproof/shared';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { cdocsQueryOptions, useCdocsPage } from '../api/get-all-cdocs';
import { useScrapManufacturer } from '../api/scrap-manufacturer';
import {
  certificatesSelectionError,
  MANUFACTURER_CHOICES,
  NO_MANUFACTURER,
  scrapeSelectionError,
  type CdocsPageQuery,
  type SelectOption,
} from '../utils/cdoc-query';
import { CertificateFilters } from './certificate-filters';
import { CertificatesPager } from './certificates-pager';
import { CertificatesTable } from './certificates-table';
import { ImportCertificatesModal } from './import-certificates-modal';
import { ScrapingListModal } from './scraping-list-modal';
import { ScrapperModal } from './scrapper-modal';

type Dialog = 'add' | 'import' | 'scrapper' | 'scraping-list' | null;

/** What the screen gives the manufacturer select (the manufacturers feature's picker). */
export interface ManufacturerPickerSlotProps {
  value: string;
  onChange: (value: string) => void;
  /** Options before the listed manufacturers: the placeholder and All. */
  leading: readonly SelectOption[];
  /** Places the select in the query bar; the picker's name search comes before it. */
  children: (select: ReactNode) => ReactNode;
}

/** What the screen gives 'Add Manufacturer' (admins). */
export interface AddManufacturerSlotProps {
  opened: boolean;
  onClose: () => void;
}

interface ManufacturerScreenProps {
  canManage: boolean;
  manufacturerPicker: (props: ManufacturerPickerSlotProps) => ReactNode;
  addManufacturer: (props: AddManufacturerSlotProps) => ReactNode;
  /**
   * More actions for the selected manufacturer (its name), from other features — the
   * requests feature's contacts and request history; the route composes them.
   */
  manufacturerActions?: (manufacturer: string) => ReactNode;
}

export function ManufacturerScreen(props: ManufacturerScreenProps) {
  const { canManage, manufacturerActions } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scrap = useScrapManufacturer();
  const [search, setSearch] = useState('');
  const [manufacturer, setManufacturer] = useState(NO_MANUFACTURER);
  const [query, setQuery] = useState<CdocsPageQuery | null>(null);
  const [loading, setLoading] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const page = useCdocsPage(query);

  const getCertificates = async () => {
    const problem = certificatesSelectionError(manufacturer);
    if (problem) return notifyErrorText(t(problem));
    const next: CdocsPageQuery = { manufacturer, search: search.trim(), page: 1 };
    setLoading(true);
    try {
      // Always asks the server again: a click means "show me the current state".
      const result = await queryClient.fetchQuery({ ...cdocsQueryOptions(next), staleTime: 0 });
      if (result.data.length === 0) notifyErrorText(t(CERT_MSG.noCertificatesFound));
      setQuery(next);
    } catch {
      // The query client already toasted 'No Certificates found!'.
      setQuery(null);
    } finally {
      setLoading(false);
    }
  };

  const scrape = () => {
    const problem = scrapeSelectionError(manufacturer);
    if (problem) return notifyErrorText(t(problem));
    scrap.mutate(manufacturer, { onSuccess: (result) => notifySuccess(result.message) });
  };

  const rows = query && page.data ? page.data.data : [];
  const close = () => setDialog(null);

  return (
    <Stack>
      <Group justify="space-between" align="center">
        {/* The spec's own spelling (§2). */}
        <Title order={2}>{t('Manfacturers')}</Title>
        {canManage && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDialog('import')}>
              {t('Import certificates')}
            </Button>
            <Button variant="default" onClick={() => setDialog('scrapper')}>
              {t('Scrapper')}
            </Button>
            <Button variant="default" onClick={() => setDialog('scraping-list')}>
              {t('Scraping list')}
            </Button>
          </Group>
        )}
      </Group>
      <Paper withBorder p="md">
        {props.manufacturerPicker({
          value: manufacturer,
          onChange: setManufacturer,
          leading: MANUFACTURER_CHOICES,
          children: (select) => (
            <CertificateFilters
              search={search}
              manufacturerSelect={select}
              loading={loading}
              onSearchChange={setSearch}
              onSubmit={() => void getCertificates()}
              actions={
                <>
                  {canManage && (
                    <>
                      <Button variant="light" loading={scrap.isPending} onClick={scrape}>
                        {t('Scrape')}
                      </Button>
                      <Button variant="light" onClick={() => setDialog('add')}>
                        {t('Add Manufacturer +')}
                      </Button>
                    </>
                  )}
                  {scrapeSelectionError(manufacturer) === null &&
                    manufacturerActions?.(manufacturer)}
                </>
              }
            />
          ),
        })}
      </Paper>
      <CertificatesTable rows={rows} />
      {query && page.data && (
        <CertificatesPager
          page={query.page}
          totalPages={page.data.totalPages}
          shown={rows.length}
          total={page.data.total}
          disabled={page.isFetching}
          onPageChange={(next) => setQuery({ ...query, page: next })}
        />
      )}
      {canManage && (
        <>
          {props.addManufacturer({ opened: dialog === 'add', onClose: close })}
          <ImportCertificatesModal opened={dialog === 'import'} onClose={close} />
          <ScrapperModal opened={dialog === 'scrapper'} onClose={close} />
          <ScrapingListModal opened={dialog === 'scraping-list'} onClose={close} />
        </>
      )}
    </Stack>
  );
}
