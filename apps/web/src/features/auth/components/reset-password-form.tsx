/** Reset password (spec §2, §5): on success toasts the server's message and goes to "/". */
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { useLightTranslation } from '@/i18n/light-translation';
import { notifySuccess } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';
import { validateResetPassword, type ResetPasswordValues } from '../utils/reset-password-rules';
import { translatedErrors } from '../utils/translated-errors';

export function ResetPasswordForm({ resetId }: { resetId: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const { t } = useLightTranslation();
  const form = useForm<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateResetPassword,
    enhanceGetInputProps: translatedErrors(t),
  });

  const submit = form.onSubmit(({ password }) =>
    resetPassword.mutate(
      { id: resetId, password },
      {
        // The server's message, already in the reader's language (Accept-Language).
        onSuccess: ({ message }) => {
          notifySuccess(message);
          void navigate('/', { replace: true });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <PasswordInput
          label={t('Password')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('Confirm password')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          {t('Confirm')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('Back to sign in')}
        </Anchor>
      </Stack>
    </form>
  );
}
