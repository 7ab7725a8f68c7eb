/**
 * Account Setting (spec §2 shell modals): own names (trimmed) and an optional profile image,
 * posted to user/update as its multipart form.
 */
import { LIMITS, MSG, type FormValues, type User, type userApi } from '@partproof/shared';
import { Avatar, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FileField } from '@/components/file-field';
import { initials } from '@/lib/format';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

type ProfileFields = FormValues<typeof userApi.updateProfile.form>;

/** The dialog's inputs: both names as typed, and the image chosen (if any). */
type ProfileValues = Required<Pick<ProfileFields, 'firstName' | 'lastName'>> & {
  profileImage: File | null;
};

const required = (value: string) => (value.trim() ? null : MSG.required);

function imageRule(file: File | null): string | null {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return 'Choose an image file';
  if (file.size > LIMITS.profileImageBytes) return 'The image may be at most 5 MB';
  return null;
}

export function AccountSettingForm({ user, onDone }: { user: User; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileValues>({
    initialValues: { firstName: user.firstName, lastName: user.lastName, profileImage: null },
    validate: { firstName: required, lastName: required, profileImage: imageRule },
  });

  const submit = form.onSubmit(({ firstName, lastName, profileImage }) =>
    updateProfile.mutate(
      {
        form: { firstName: firstName.trim(), lastName: lastName.trim() },
        files: profileImage ? [profileImage] : [],
      },
      {
        onSuccess: ({ affected }) => {
          if (affected > 0) notifySuccess(MSG.userUpdated);
          else notifyErrorText('Nothing was updated');
          onDone();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Group>
          <Avatar src={user.profileImage} size="lg" radius="xl" alt="Current profile image">
            {initials(user.firstName, user.lastName)}
          </Avatar>
        </Group>
        <TextInput label="First name" data-autofocus {...form.getInputProps('firstName')} />
        <TextInput label="Last name" {...form.getInputProps('lastName')} />
        <FileField
          label="Profile image"
          accept="image/*"
          error={form.errors.profileImage}
          onChange={(file) => form.setFieldValue('profileImage', file)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
