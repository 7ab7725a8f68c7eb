/** Forgot password (spec §2, §5): sends the reset mail and toasts the server's message. */
import { ForgetPasswordSchema, type ForgetPassword } from '@partproof/shared';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useLightTranslation } from '@/i18n/light-translation';
import { notifySuccess } from '@/lib/notify';
import { useForgetPassword } from '../api/forget-password';
import { translatedErrors } from '../utils/translated-errors';

export function ForgetPasswordForm() {
  const forgetPassword = useForgetPassword();
  const { t } = useLightTranslation();
  const form = useForm<ForgetPassword>({
    initialValues: { email: '' },
    validate: schemaResolver(ForgetPasswordSchema, { sync: true }),
    enhanceGetInputProps: translatedErrors(t),
  });

  const submit = form.onSubmit((values) =>
    forgetPassword.mutate(values, {
      // The server's message, already in the reader's language (Accept-Language).
      onSuccess: ({ message }) => {
        notifySuccess(message);
        form.reset();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('Email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={forgetPassword.isPending}>
          {t('Send mail')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('Back to sign in')}
        </Anchor>
      </Stack>
    </form>
  );
}
