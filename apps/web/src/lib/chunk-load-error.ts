/**
 * Whether an error is a failed dynamic import of the app's own code. Browsers word it
 * differently and give it no code, so the message is all there is to go on.
 */
const CHUNK_LOAD_MESSAGES = [
  // Chromium
  'Failed to fetch dynamically imported module',
  // Firefox
  'error loading dynamically imported module',
  // Safari
  'Importing a module script failed',
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  return CHUNK_LOAD_MESSAGES.some((message) => error.message.includes(message));
}
