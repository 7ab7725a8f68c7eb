/** Sign-in form (spec §2 Login, §5): validated on submit; failures are toasted centrally. */
import { LoginSchema } from '@partproof/shared';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useLightTranslation } from '@/i18n/light-translation';
import { useLogin, type LoginInput } from '../api/login';
import { translatedErrors } from '../utils/translated-errors';

const LoginFormSchema = z.object({ ...LoginSchema.shape, remember: z.boolean() });

export function LoginForm() {
  const login = useLogin();
  const { t } = useLightTranslation();
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '', remember: true },
    validate: schemaResolver(LoginFormSchema, { sync: true }),
    enhanceGetInputProps: translatedErrors(t),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
      <Stack>
        <TextInput
          label={t('Email')}
          type="email"
          autoComplete="username"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('Password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Checkbox
            label={t('Remember me')}
            {...form.getInputProps('remember', { type: 'checkbox' })}
          />
          <Anchor component={Link} to="/forget-password" size="sm">
            {t('Forgot password?')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('Sign in')}
        </Button>
      </Stack>
    </form>
  );
}
