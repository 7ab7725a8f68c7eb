/**
 * The product page's Bill of Materials: the materials feature's table with the certificate
 * cells, tools and dialogs of certificate-review and certificate-search, the cdocs picker
 * inside 'Add from existing', and for RoHS users the declarations feature's status cells,
 * Fetch RoHs/REACH and dialogs, the comments feature's COMMENTS cell with its dialog and live
 * comments, the datasheets feature's Datasheet cell with its dialogs, the flags feature's
 * Flag cell with its dialogs, and the requests feature's certificate contact cells, 'Email
 * manufacturer' and 'Activate RoHS DoC collection'. Composed here because features don't
 * import each other (DESIGN.md §2).
 */
import type { Material, Product, RoleId } from '@partproof/shared';
import { Button, Checkbox } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CdocPicker } from '@/features/cdocs/components/cdoc-picker';
import {
  cachedApprovedCdocIds,
  refreshTempCertificates,
} from '@/features/certificate-review/api/certificate-cache';
import {
  CertificateDialogs,
  type CertificateDialog,
  type CertificateDialogKind,
} from '@/features/certificate-review/components/certificate-dialogs';
import { CountButton } from '@/features/certificate-review/components/count-button';
import { FindCertificatesActions } from '@/features/certificate-search/components/find-certificates-actions';
import { SearchAnnouncer } from '@/features/certificate-search/components/search-announcer';
import {
  ScrapeCertificateCell,
  SearchDatabaseCell,
} from '@/features/certificate-search/components/search-cells';
import { useLiveSearch } from '@/features/certificate-search/hooks/use-live-search';
import { useStartSearch } from '@/features/certificate-search/hooks/use-start-search';
import { searchStateOf } from '@/features/certificate-search/utils/live-events';
import { CommentCountButton } from '@/features/comments/components/comment-count-button';
import { CommentsDialog } from '@/features/comments/components/comments-dialog';
import { useCommentsLive } from '@/features/comments/hooks/use-comments-live';
import type { CommentAccess } from '@/features/comments/utils/access';
import { DatasheetCell } from '@/features/datasheets/components/datasheet-cell';
import {
  DatasheetDialogs,
  type DatasheetDialog,
} from '@/features/datasheets/components/datasheet-dialogs';
import type { DatasheetAccess } from '@/features/datasheets/utils/access';
import {
  DeclarationDialogs,
  type DeclarationDialog,
} from '@/features/declarations/components/declaration-dialogs';
import { FetchRohsButton } from '@/features/declarations/components/fetch-rohs-button';
import { FetchRohsCell } from '@/features/declarations/components/fetch-rohs-cell';
import { RohsStatusCell } from '@/features/declarations/components/rohs-status-cell';
import { useRohsLive } from '@/features/declarations/hooks/use-rohs-live';
import type { DeclarationAccess } from '@/features/declarations/utils/access';
import { FlagCell } from '@/features/flags/components/flag-cell';
import { FlagDialogs, type FlagDialogState } from '@/features/flags/components/flag-dialogs';
import type { FlagAccess } from '@/features/flags/utils/access';
import { BillOfMaterials } from '@/features/materials/components/bill-of-materials';
import { ActivateCollectionButton } from '@/features/requests/components/activate-collection-button';
import { EmailSelectedButton } from '@/features/requests/components/email-selected-button';
import { RequestCell } from '@/features/requests/components/request-cell';
import { RequestDialogs, type RequestDialog } from '@/features/requests/components/request-dialogs';
import type { RequestAccess } from '@/features/requests/utils/access';
import type { MaterialCertificateSlots } from '@/features/materials/utils/certificate-slots';

interface ProductBillOfMaterialsProps {
  productId: number;
  /** product/get's answer, undefined while it loads: the table doesn't wait for it. */
  product: Product | undefined;
  role: RoleId;
  /** Candidates, approvals and new certificates (the certificate.review capability). */
  canReview: boolean;
  /** Search database and Scrape certificate (the certificate.search capability). */
  canSearch: boolean;
  /** What the user may do with RoHS/REACH declarations (nothing without the RoHS flag). */
  rohs: DeclarationAccess;
  /** Comments (everyone reads and writes; admins moderate). */
  comments: CommentAccess;
  /** Datasheets (everyone reads; admins set them). */
  datasheets: DatasheetAccess;
  /** The signed-in user's id: the author of their own comments. */
  userId: number;
  /** Requests to manufacturers and contacts (admins with the RoHS flag). */
  requests: RequestAccess;
  /** Flags (everyone flags; admins resolve). */
  flags: FlagAccess;
}

/** A tool that needs the whole product, shown busy until product/get arrives. */
function Waiting({ label }: { label: string }) {
  return (
    <Button variant="default" loading>
      {label}
    </Button>
  );
}

export function ProductBillOfMaterials(props: ProductBillOfMaterialsProps) {
  const { productId, product, canReview, canSearch, rohs, comments, datasheets } = props;
  const { requests, flags } = props;
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<CertificateDialog | null>(null);
  const [rohsDialog, setRohsDialog] = useState<DeclarationDialog | null>(null);
  // 'Run for all components' is shared by Search database, Scrape and Fetch RoHs/REACH.
  const [runAll, setRunAll] = useState(false);
  const [commentMaterial, setCommentMaterial] = useState<Material | null>(null);
  const [datasheetDialog, setDatasheetDialog] = useState<DatasheetDialog | null>(null);
  const [requestDialog, setRequestDialog] = useState<RequestDialog | null>(null);
  const [flagDialog, setFlagDialog] = useState<FlagDialogState | null>(null);
  useRohsLive(productId, rohs.read);
  useCommentsLive(productId, comments.read);
  const live = useLiveSearch(productId, {
    approvedCdocIds: (materialId) => cachedApprovedCdocIds(queryClient, materialId),
    onCandidate: (materialId) => void refreshTempCertificates(queryClient, materialId),
  });
  const search = useStartSearch(productId);

  // `label` is in the reader's language already; the component's name follows it.
  const count = (kind: CertificateDialogKind, label: string, value: number, m: Material) => (
    <CountButton
      count={value}
      label={`${label} ${m.componentName}`}
      onClick={() => setDialog({ kind, material: m })}
    />
  );
  const certificates: MaterialCertificateSlots = {
    records: (m) => count('records', t('Certification records'), m.approvedMaterialCertificates, m),
  };
  if (canReview) {
    certificates.temp = (m) => count('temp', t('Temp certificates'), m.totalTempCertificate, m);
  }
  // These two need every component of the product: a loading button until product/get.
  const fetchRohs = (selectedIds: number[]) => {
    if (!rohs.fetch) return null;
    return product ? (
      <FetchRohsButton
        materialIds={product.materials.map((m) => m.id)}
        selectedIds={selectedIds}
        runAll={runAll}
      />
    ) : (
      <Waiting label={t('Fetch RoHs/REACH')} />
    );
  };
  if (rohs.read) {
    certificates.rohs = (m) => (
      <RohsStatusCell
        material={m}
        onOpen={(material) => setRohsDialog({ kind: 'rohs', material })}
      />
    );
  }
  if (rohs.fetch) {
    certificates.fetchRohs = (m) => <FetchRohsCell material={m} />;
    certificates.tools = (selectedIds) => (
      <>
        {fetchRohs(selectedIds)}
        <Checkbox
          label={t('Run for all components')}
          checked={runAll}
          onChange={(event) => setRunAll(event.currentTarget.checked)}
        />
      </>
    );
  }
  if (comments.read) {
    certificates.comments = (m) => <CommentCountButton material={m} onOpen={setCommentMaterial} />;
  }
  if (datasheets.read) {
    certificates.datasheet = (m) => (
      <DatasheetCell
        material={m}
        canWrite={datasheets.write}
        onView={(material) => setDatasheetDialog({ kind: 'view', material })}
        onUpload={(material) => setDatasheetDialog({ kind: 'upload', material })}
      />
    );
  }
  if (canSearch) {
    const searchOne = (material: Material, webScraping: boolean) =>
      search.start({ materials: [material.id], webScraping, runAll: false });
    certificates.search = (m) => (
      <SearchDatabaseCell
        material={m}
        search={searchStateOf(live.runs, m.id)}
        onSearch={searchOne}
      />
    );
    certificates.scrape = (m) => (
      <ScrapeCertificateCell
        material={m}
        search={searchStateOf(live.runs, m.id)}
        onSearch={searchOne}
      />
    );
    certificates.tools = (selectedIds) => (
      <FindCertificatesActions
        productId={productId}
        selectedIds={selectedIds}
        detecting={live.detecting}
        runAll={runAll}
        onRunAllChange={setRunAll}
        more={fetchRohs(selectedIds)}
      />
    );
  }

  if (flags.flag || flags.resolve) {
    certificates.flag = (m) => (
      <FlagCell
        material={m}
        canFlag={flags.flag}
        canResolve={flags.resolve}
        onFlag={(material) => setFlagDialog({ kind: 'flag', material })}
        onResolve={(material) => setFlagDialog({ kind: 'resolve', material })}
      />
    );
  }
  if (requests.send) {
    const contacts = (manufacturer: string) => setRequestDialog({ kind: 'contacts', manufacturer });
    certificates.contact = (m) => (
      <RequestCell
        material={m}
        onCompose={(material) =>
          setRequestDialog({
            kind: 'compose',
            target: { manufacturer: material.manufacturer.trim(), materials: [material] },
          })
        }
        onContacts={contacts}
        onHistory={(manufacturer) => setRequestDialog({ kind: 'history', manufacturer })}
      />
    );
    const otherTools = certificates.tools;
    certificates.tools = (selectedIds) => (
      <>
        {otherTools?.(selectedIds)}
        {product ? (
          <EmailSelectedButton
            selected={product.materials.filter((m) => selectedIds.includes(m.id))}
            onCompose={(target) => setRequestDialog({ kind: 'compose', target })}
          />
        ) : (
          <Waiting label={t('Email manufacturer')} />
        )}
        <ActivateCollectionButton productId={productId} onContacts={contacts} />
      </>
    );
  }

  return (
    <>
      <BillOfMaterials
        productId={productId}
        product={product}
        role={props.role}
        userId={props.userId}
        certificates={certificates}
      />
      {canSearch && <SearchAnnouncer runs={live.runs} />}
      <CertificateDialogs
        dialog={dialog}
        canReview={canReview}
        cdocPicker={(picker) => <CdocPicker {...picker} />}
        onChange={setDialog}
      />
      {rohs.read && (
        <DeclarationDialogs dialog={rohsDialog} canWrite={rohs.write} onChange={setRohsDialog} />
      )}
      <CommentsDialog
        material={commentMaterial}
        viewer={{ id: props.userId, canModerate: comments.moderate }}
        onClose={() => setCommentMaterial(null)}
      />
      <DatasheetDialogs
        dialog={datasheetDialog}
        canWrite={datasheets.write}
        onChange={setDatasheetDialog}
      />
      <RequestDialogs
        dialog={requestDialog}
        productId={productId}
        access={requests}
        onChange={setRequestDialog}
      />
      <FlagDialogs dialog={flagDialog} access={flags} onChange={setFlagDialog} />
    </>
  );
}
