/** Edit of one declaration (admins with the RoHS flag): the form's fields → `rohs/updateRohs`. */
import type { Declaration } from '@partproof/shared';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useUpdateDeclaration } from '../api/update-declaration';
import {
  formFromDeclaration,
  updateBody,
  validateDeclarationForm,
  type DeclarationFormValues,
} from '../utils/declaration-form';
import { DECLARATION_MSG } from '../utils/messages';
import { DeclarationFormFields } from './declaration-form-fields';

interface EditDeclarationDialogProps {
  declaration: Declaration | null;
  /** The open product, read again afterwards. */
  productId?: number;
  onClose: () => void;
}

export function EditDeclarationDialog({
  declaration,
  productId,
  onClose,
}: EditDeclarationDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={declaration !== null}
      onClose={onClose}
      size="xl"
      title={
        declaration
          ? t('Edit material declaration — {{manufacturer}}', {
              manufacturer: declaration.manufacturer,
            })
          : ''
      }
    >
      {declaration && (
        <EditForm
          key={declaration.id}
          declaration={declaration}
          productId={productId}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function EditForm(props: { declaration: Declaration; productId?: number; onDone: () => void }) {
  const { declaration, onDone } = props;
  const { t } = useTranslation();
  const update = useUpdateDeclaration(props.productId);
  const form = useForm<DeclarationFormValues>({
    initialValues: formFromDeclaration(declaration),
    validate: validateDeclarationForm,
  });
  const submit = form.onSubmit((values) =>
    update.mutate(updateBody(declaration.id, values), {
      onSuccess: () => {
        notifySuccess(t(DECLARATION_MSG.updated));
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DeclarationFormFields form={form} disabled={update.isPending} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('Save changes')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
