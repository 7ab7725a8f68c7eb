/**
 * The toasts' container, in a module of its own so that providers.tsx can load it lazily:
 * with its transitions it weighs some 10 kB (gzip), which no page needs to draw its first
 * screen, and /login has a budget (issue 19). `notifications.show` (lib/notify.ts) only
 * needs the store, which stays in the entry; a toast shown before the container has come
 * waits there and appears when it mounts.
 */
export { Notifications as ToastContainer } from '@mantine/notifications';
