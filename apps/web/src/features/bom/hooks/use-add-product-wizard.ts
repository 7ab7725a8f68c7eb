/**
 * State of the Add product wizard (spec §2, §4 "Add-product wizard"): the step, the info
 * form, the chosen file, the parse result with its mapping, the edited components, and the
 * moves between steps. Server errors are toasted by the query client; the wizard stays put.
 * The lookup lists come from the products screen that opens the wizard.
 */
import {
  MSG,
  type BomField,
  type BomMapping,
  type BomUploadResult,
  type LookupLists,
  type WizardMaterial,
} from '@partproof/shared';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useParseBom, useReparseBom } from '../api/parse-bom';
import { useSaveProduct } from '../api/save-product';
import { canParseWith, PART_NUMBER_NEEDED, setMappedColumn } from '../utils/bom-mapping';
import { checkBomFile } from '../utils/bom-file';
import { buildSavePayload } from '../utils/build-payload';
import { emptyProductInfo, validateProductInfo, type ProductInfoValues } from '@/lib/product-info';

/** The steps' labels: English, the keys of their translations (drawn with `t`). */
export const WIZARD_STEPS = [
  msg('01 Enter product info'),
  msg('02 Upload BOM'),
  msg('03 Confirm & Create'),
] as const;

export interface AddProductWizardOptions {
  /** The signed-in user's first and last name: the customer field's default. */
  customer: string;
  lookups: LookupLists | undefined;
  onClose: () => void;
  /** The product was saved: the list it appears in is read again. */
  onCreated: () => void;
}

export function useAddProductWizard(options: AddProductWizardOptions) {
  const { customer, lookups, onClose } = options;
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const form = useForm<ProductInfoValues>({
    initialValues: emptyProductInfo(customer),
    validate: validateProductInfo,
  });
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<BomUploadResult | null>(null);
  const [mapping, setMapping] = useState<BomMapping>({});
  const [materials, setMaterials] = useState<WizardMaterial[]>([]);
  const [page, setPage] = useState(1);
  const parse = useParseBom();
  const reparse = useReparseBom();
  const save = useSaveProduct();

  const applyResult = (result: BomUploadResult) => {
    setUpload(result);
    setMapping(result.mapping);
    setMaterials(result.materials);
    setPage(1);
  };

  const chooseFile = (next: File) => {
    const problem = checkBomFile(next);
    if (problem) return notifyErrorText(t(problem));
    setFile(next);
    setUpload(null);
    setMaterials([]);
    parse.reset();
    reparse.reset();
  };

  const uploadFile = (chosen: File) => {
    parse.mutate(
      { form: { productName: form.values.name.trim() }, files: [chosen] },
      {
        onSuccess: (result) => {
          applyResult(result);
          if (!result.needsMapping && result.materials.length > 0) setActive(2);
        },
      },
    );
  };

  const next = () => {
    if (active === 0) {
      if (!form.validate().hasErrors) setActive(1);
      return;
    }
    if (active !== 1) return;
    if (!file) return notifyErrorText(t(MSG.uploadFile));
    if (!upload) return uploadFile(file);
    if (!upload.needsMapping && materials.length > 0) return setActive(2);
    parseWithMapping(true);
  };

  /** Parses the stored file again with the user's mapping; `advance` moves on when it worked. */
  const parseWithMapping = (advance = false) => {
    if (!upload) return;
    if (!canParseWith(mapping)) return notifyErrorText(t(PART_NUMBER_NEEDED));
    reparse.mutate(
      { filePath: upload.filePath, mapping, headerRow: upload.detection.headerRow },
      {
        onSuccess: (result) => {
          applyResult(result);
          if (advance && !result.needsMapping && result.materials.length > 0) setActive(2);
        },
      },
    );
  };

  /** Detects the columns again from the row the user says holds the headers. */
  const readHeaderRow = (headerRow: number) => {
    if (!upload) return;
    reparse.mutate({ filePath: upload.filePath, headerRow }, { onSuccess: applyResult });
  };

  const reset = () => {
    form.reset();
    setFile(null);
    setUpload(null);
    setMapping({});
    setMaterials([]);
    setPage(1);
    parse.reset();
    reparse.reset();
    save.reset();
    setActive(0);
  };

  const cancel = () => {
    reset();
    onClose();
  };

  const create = () => {
    if (!upload || !lookups) return;
    const payload = buildSavePayload(form.values, lookups, upload, materials);
    save.mutate(payload, {
      onSuccess: () => {
        notifySuccess(t(MSG.productAdded));
        options.onCreated();
        reset();
        onClose();
      },
    });
  };

  const updateMaterial = (index: number, patch: Partial<WizardMaterial>) =>
    setMaterials((list) => list.map((m, i) => (i === index ? { ...m, ...patch } : m)));

  return {
    active,
    form,
    lookups,
    file,
    upload,
    mapping,
    materials,
    page,
    parse,
    reparse,
    save,
    setPage,
    chooseFile,
    changeMapping: (field: BomField, value: string | null) =>
      setMapping((current) => setMappedColumn(current, field, value)),
    parseWithMapping: () => parseWithMapping(false),
    readHeaderRow,
    updateMaterial,
    next,
    back: () => setActive((step) => Math.max(0, step - 1)),
    cancel,
    create,
  };
}

export type AddProductWizardState = ReturnType<typeof useAddProductWizard>;
