/** App-wide providers: Mantine (toasts at top center, spec §8) and TanStack Query. */
import {
  createTheme,
  darken,
  MantineProvider,
  type CSSVariablesResolver,
  type PasswordInputProps,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

// WCAG 2.2 AA (issue 22): Mantine's default blue.6 on white and white on blue.6 reach 3.55:1
// and its dimmed gray.6 3.32:1, under the 4.5:1 normal text needs; blue.8 and gray.7 pass.
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  components: {
    // Mantine's close button (an X icon) has no name of its own: every dialog's gets one.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // The eye button's own label must not contain "password": a field labelled Password
    // has to be the only element found by that label.
    // A plain object rather than PasswordInput.extend(): that would put the input's code in
    // the entry chunk, on pages that have no password field (issue 19).
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide the text' },
      } satisfies PasswordInputProps,
    },
  },
});

// Light buttons and badges, and coloured text, draw a colour on its own pale tint or on white:
// shade 6 reaches 2.5–3.6:1 there, and orange and yellow stay under 4.5:1 even at shade 9.
// Shade 9 darkened by a quarter passes for every colour of the palette.
const contrastVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-anchor': t.colors.blue[8],
    ...Object.fromEntries(
      Object.entries(t.colors).flatMap(([name, shades]) => {
        const ink = darken(shades[9], 0.25);
        return [
          [`--mantine-color-${name}-light-color`, ink],
          [`--mantine-color-${name}-text`, ink],
        ];
      }),
    ),
  },
  dark: {},
});

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={contrastVariables}
    >
      <Notifications position="top-center" limit={4} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
