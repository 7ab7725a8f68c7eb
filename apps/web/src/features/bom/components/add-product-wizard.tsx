/**
 * Add product (spec §2 "Add product wizard", §4): a modal with a three-step Stepper —
 * 01 Enter product info, 02 Upload BOM, 03 Confirm & Create — and Cancel / Go back / Next /
 * Create product. Closing with the × keeps the progress; Cancel starts over.
 */
import { Button, Group, Modal, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BomUploadStep } from './bom-upload-step';
import { ConfirmStep } from './confirm-step';
import { ProductInfoFields } from '@/components/product-info-fields';
import {
  useAddProductWizard,
  WIZARD_STEPS,
  type AddProductWizardOptions,
} from '../hooks/use-add-product-wizard';

interface AddProductWizardProps extends AddProductWizardOptions {
  opened: boolean;
}

export function AddProductWizard({ opened, ...options }: AddProductWizardProps) {
  const { t } = useTranslation();
  const wizard = useAddProductWizard(options);
  const small = useMediaQuery('(max-width: 48em)');
  const { active } = wizard;
  const busy = wizard.parse.isPending || wizard.reparse.isPending;

  return (
    <Modal
      opened={opened}
      onClose={options.onClose}
      title={t('Add new product')}
      size="72rem"
      fullScreen={small}
      closeOnClickOutside={false}
    >
      <Stepper active={active} size="sm" allowNextStepsSelect={false} mb="md">
        <Stepper.Step label={t(WIZARD_STEPS[0])}>
          <ProductInfoFields form={wizard.form} lookups={wizard.lookups} withCustomer allRequired />
        </Stepper.Step>
        <Stepper.Step label={t(WIZARD_STEPS[1])} loading={busy}>
          <BomUploadStep wizard={wizard} />
        </Stepper.Step>
        <Stepper.Step label={t(WIZARD_STEPS[2])}>
          <ConfirmStep wizard={wizard} />
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between">
        {active === 0 ? (
          <Button variant="default" onClick={wizard.cancel}>
            {t('Cancel')}
          </Button>
        ) : (
          <Button variant="default" onClick={wizard.back} disabled={wizard.save.isPending}>
            {t('Go back')}
          </Button>
        )}
        {active < 2 ? (
          <Button onClick={wizard.next} loading={busy}>
            {t('Next')}
          </Button>
        ) : (
          <Button
            onClick={wizard.create}
            loading={wizard.save.isPending}
            disabled={!wizard.lookups || wizard.materials.length === 0}
          >
            {t('Create product')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
