/** App-wide providers: Mantine (toasts at top center, spec §8) and TanStack Query. */
import {
  createTheme,
  darken,
  getPrimaryShade,
  luminance,
  MantineProvider,
  type CSSVariablesResolver,
  type PasswordInputProps,
} from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import type { NotificationsProps } from '@mantine/notifications';
import { useLightTranslation, type LightT } from '@/i18n/light-translation';
import { queryClient } from '@/lib/query-client';

// WCAG 2.2 AA (issue 22): Mantine's default blue.6 on white and white on blue.6 reach 3.55:1
// and its dimmed gray.6 3.32:1, under the 4.5:1 normal text needs; blue.8 and gray.7 pass.
// Built per language: the labels it gives Mantine's unnamed controls are read aloud.
function appTheme(t: LightT) {
  return createTheme({
    primaryColor: 'blue',
    primaryShade: 8,
    defaultRadius: 'md',
    components: {
      // Mantine's close button (an X icon) has no name of its own: every dialog's gets one.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('Close dialog') } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('Close dialog') } } },
      // The eye button's own label must not contain "password": a field labelled Password
      // has to be the only element found by that label.
      // A plain object rather than PasswordInput.extend(): that would put the input's code in
      // the entry chunk, on pages that have no password field (issue 19).
      PasswordInput: {
        defaultProps: {
          visibilityToggleButtonProps: { 'aria-label': t('Show or hide the text') },
        } satisfies PasswordInputProps,
      },
    },
  });
}

// White text on a colour reaches 4.5:1 while the colour's luminance is at most 1.05 / 4.5 − 0.05.
const WHITE_TEXT_LUMINANCE = 1.05 / 4.5 - 0.05;

/**
 * A filled button's or badge's colour for its white text: the primary shade itself when it
 * passes (blue, red …), else that shade darkened just enough (green.8 reaches 3.45:1, orange.8
 * 3.58:1).
 */
function underWhiteText(shade: string): string {
  let color = shade;
  for (let amount = 0.05; luminance(color) > WHITE_TEXT_LUMINANCE - 0.005; amount += 0.05)
    color = darken(shade, amount);
  return color;
}

// Light buttons and badges, and coloured text, draw a colour on its own pale tint or on white:
// shade 6 reaches 2.5–3.6:1 there, and orange and yellow stay under 4.5:1 even at shade 9.
// Shade 9 darkened by a quarter passes for every colour of the palette (`c="teal"` draws it;
// `c="teal.8"` would not). A field's error text (red.6, 3.28:1 on white) takes red.9 (5.46:1).
const contrastVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-anchor': t.colors.blue[8],
    '--mantine-color-error': t.colors.red[9],
    ...Object.fromEntries(
      Object.entries(t.colors).flatMap(([name, shades]) => {
        const ink = darken(shades[9], 0.25);
        const filled = underWhiteText(shades[getPrimaryShade(t, 'light')]);
        return [
          [`--mantine-color-${name}-light-color`, ink],
          [`--mantine-color-${name}-text`, ink],
          [`--mantine-color-${name}-filled`, filled],
          [`--mantine-color-${name}-filled-hover`, darken(filled, 0.1)],
          // An outline badge's text is the same colour on white.
          [`--mantine-color-${name}-outline`, filled],
        ];
      }),
    ),
  },
  dark: {},
});

// Fetched as the first screen renders, not before it (toast-container.tsx). Should it fail to
// come (offline, a release under way), the app goes on without toasts rather than failing
// outside every error page.
const noToasts: ComponentType<NotificationsProps> = () => null;
const ToastContainer = lazy(() =>
  import('./toast-container').then(
    ({ ToastContainer }): { default: ComponentType<NotificationsProps> } => ({
      default: ToastContainer,
    }),
    () => ({ default: noToasts }),
  ),
);

export function AppProvider({ children }: { children: ReactNode }) {
  const { t } = useLightTranslation();
  const theme = useMemo(() => appTheme(t), [t]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={contrastVariables}
    >
      <Suspense fallback={null}>
        <ToastContainer position="top-center" limit={4} />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
