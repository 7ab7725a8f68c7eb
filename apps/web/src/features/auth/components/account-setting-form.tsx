/**
 * Account Setting (spec §2 shell modals): own names (trimmed) and an optional profile image,
 * posted to user/update as its multipart form.
 */
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  LIMITS,
  MSG,
  type FormValues,
  type User,
  type userApi,
} from '@partproof/shared';
import { Avatar, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FileField } from '@/components/file-field';
import { msg } from '@/i18n/i18n';
import { browserLanguage } from '@/i18n/language';
import { switchLanguage } from '@/i18n/switch-language';
import { initials } from '@/lib/format';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

type ProfileFields = FormValues<typeof userApi.updateProfile.form>;

/** The dialog's inputs: both names as typed, and the image chosen (if any). */
type ProfileValues = Required<Pick<ProfileFields, 'firstName' | 'lastName'>> & {
  profileImage: File | null;
  /** '' follows the browser. */
  language: NonNullable<ProfileFields['language']>;
};

const LANGUAGE_OPTIONS = [
  // Labels are translated where they are drawn.
  { value: '', label: msg("The browser's language") },
  ...LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
];

const required = (value: string) => (value.trim() ? null : MSG.required);

function imageRule(file: File | null): string | null {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return 'Choose an image file';
  if (file.size > LIMITS.profileImageBytes) return 'The image may be at most 5 MB';
  return null;
}

export function AccountSettingForm({ user, onDone }: { user: User; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const { t } = useTranslation();
  const form = useForm<ProfileValues>({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      profileImage: null,
      language: user.language ?? '',
    },
    validate: { firstName: required, lastName: required, profileImage: imageRule },
  });

  const submit = form.onSubmit(({ firstName, lastName, profileImage, language }) =>
    updateProfile.mutate(
      {
        form: { firstName: firstName.trim(), lastName: lastName.trim(), language },
        files: profileImage ? [profileImage] : [],
      },
      {
        onSuccess: ({ affected, user: updated }) => {
          // The screens switch first, so the toast already speaks the chosen language.
          const switched = updated
            ? switchLanguage(updated.language ?? browserLanguage())
            : Promise.resolve();
          void switched.then(() => {
            if (affected > 0) notifySuccess(t(MSG.userUpdated));
            else notifyErrorText(t('Nothing was updated'));
            onDone();
          });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Group>
          <Avatar src={user.profileImage} size="lg" radius="xl" alt={t('Current profile image')}>
            {initials(user.firstName, user.lastName)}
          </Avatar>
        </Group>
        <TextInput label={t('First name')} data-autofocus {...form.getInputProps('firstName')} />
        <TextInput label={t('Last name')} {...form.getInputProps('lastName')} />
        <Select
          label={t('Language')}
          data={LANGUAGE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
          allowDeselect={false}
          {...form.getInputProps('language')}
        />
        <FileField
          label={t('Profile image')}
          accept="image/*"
          error={form.errors.profileImage}
          onChange={(file) => form.setFieldValue('profileImage', file)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending}>
            {t('Update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
