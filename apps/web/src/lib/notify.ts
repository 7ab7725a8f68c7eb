/** Toasts (spec §8: top center). `notifyError` is the one place an `ApiError` becomes a toast. */
import { MSG } from '@partproof/shared';
import { notifications } from '@mantine/notifications';
import { translateNow } from '@/i18n/light-translation';
import { ApiError } from './api-client';

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  // A failure without the server's words (offline, a timeout): the shared text, translated.
  return translateNow(MSG.genericError);
}

export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', message: errorMessage(error) });
}

export function notifyErrorText(message: string): void {
  notifications.show({ color: 'red', message });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}
