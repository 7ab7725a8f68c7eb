/**
 * Whether an address a user types is one the server takes: http or https with a host, spaces
 * around it ignored. The datasheet upload dialog and the comment box's link both ask it.
 * (Stricter than the shared `isHttpUrl`, which neither trims nor asks for a host.)
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
