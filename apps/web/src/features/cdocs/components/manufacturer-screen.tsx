/**
 * The Manufacturer screen (spec §2, DESIGN.md §5.15): certificates by manufacturer for every
 * signed-in user; admins also scrape, add manufacturers, import the certificate database and
 * reach the scrapper and the scraping list.
 */
import { CERT_MSG } from '@partproof/shared';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { cdocsQueryOptions, useCdocsPage } from '../api/get-all-cdocs';
import { useManufacturers } from '../api/get-manufacturers';
import { useScrapManufacturer } from '../api/scrap-manufacturer';
import {
  certificatesSelectionError,
  manufacturerOptions,
  NO_MANUFACTURER,
  scrapeSelectionError,
  type CdocsPageQuery,
} from '../utils/cdoc-query';
import { AddManufacturerModal } from './add-manufacturer-modal';
import { CertificateFilters } from './certificate-filters';
import { CertificatesPager } from './certificates-pager';
import { CertificatesTable } from './certificates-table';
import { ImportCertificatesModal } from './import-certificates-modal';
import { ManufacturerSearch } from './manufacturer-search';
import { ScrapingListModal } from './scraping-list-modal';
import { ScrapperModal } from './scrapper-modal';

type Dialog = 'add' | 'import' | 'scrapper' | 'scraping-list' | null;

interface ManufacturerScreenProps {
  canManage: boolean;
  /**
   * More actions for the selected manufacturer (its name), from other features — the
   * requests feature's contacts and request history; the route composes them.
   */
  manufacturerActions?: (manufacturer: string) => ReactNode;
}

export function ManufacturerScreen({ canManage, manufacturerActions }: ManufacturerScreenProps) {
  const queryClient = useQueryClient();
  const [makerSearch, setMakerSearch] = useState('');
  const [debouncedMakerSearch] = useDebouncedValue(makerSearch, 300);
  const manufacturers = useManufacturers(debouncedMakerSearch);
  const scrap = useScrapManufacturer();
  const [search, setSearch] = useState('');
  const [manufacturer, setManufacturer] = useState(NO_MANUFACTURER);
  const [query, setQuery] = useState<CdocsPageQuery | null>(null);
  const [loading, setLoading] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const page = useCdocsPage(query);

  const getCertificates = async () => {
    const problem = certificatesSelectionError(manufacturer);
    if (problem) return notifyErrorText(problem);
    const next: CdocsPageQuery = { manufacturer, search: search.trim(), page: 1 };
    setLoading(true);
    try {
      // Always asks the server again: a click means "show me the current state".
      const result = await queryClient.fetchQuery({ ...cdocsQueryOptions(next), staleTime: 0 });
      if (result.data.length === 0) notifyErrorText(CERT_MSG.noCertificatesFound);
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
    if (problem) return notifyErrorText(problem);
    scrap.mutate(manufacturer, { onSuccess: (result) => notifySuccess(result.message) });
  };

  const rows = query && page.data ? page.data.data : [];
  const listed = manufacturers.data?.data ?? [];
  const matching = manufacturers.data?.total ?? 0;
  // Only a long list needs the name search; a search in use stays visible to be cleared.
  const narrowing = matching > listed.length || makerSearch !== '';
  const close = () => setDialog(null);

  return (
    <Stack>
      <Group justify="space-between" align="center">
        {/* The spec's own spelling (§2). */}
        <Title order={2}>Manfacturers</Title>
        {canManage && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDialog('import')}>
              Import certificates
            </Button>
            <Button variant="default" onClick={() => setDialog('scrapper')}>
              Scrapper
            </Button>
            <Button variant="default" onClick={() => setDialog('scraping-list')}>
              Scraping list
            </Button>
          </Group>
        )}
      </Group>
      <Paper withBorder p="md">
        {narrowing && (
          <ManufacturerSearch
            value={makerSearch}
            shown={listed.length}
            total={matching}
            onChange={setMakerSearch}
          />
        )}
        <CertificateFilters
          search={search}
          manufacturer={manufacturer}
          options={manufacturerOptions(listed, manufacturer)}
          loading={loading}
          onSearchChange={setSearch}
          onManufacturerChange={setManufacturer}
          onSubmit={() => void getCertificates()}
          actions={
            <>
              {canManage && (
                <>
                  <Button variant="light" loading={scrap.isPending} onClick={scrape}>
                    Scrape
                  </Button>
                  <Button variant="light" onClick={() => setDialog('add')}>
                    Add Manufacturer +
                  </Button>
                </>
              )}
              {scrapeSelectionError(manufacturer) === null && manufacturerActions?.(manufacturer)}
            </>
          }
        />
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
          <AddManufacturerModal opened={dialog === 'add'} onClose={close} />
          <ImportCertificatesModal opened={dialog === 'import'} onClose={close} />
          <ScrapperModal opened={dialog === 'scrapper'} onClose={close} />
          <ScrapingListModal opened={dialog === 'scraping-list'} onClose={close} />
        </>
      )}
    </Stack>
  );
}
