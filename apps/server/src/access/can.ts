/**
 * The server's one place for "may this caller do that" (DESIGN.md §9.2). Services ask the
 * shared capability table through these; a 403 is built nowhere else, so every refusal
 * carries the spec's text ('You do not have permission') unless a more specific one applies.
 */
import { can, MSG, type Capability } from '@partproof/shared';
import { AppError } from '../lib/app-error.js';
import type { Actor } from '../plugins/auth.js';

export { can };

/** Throws 403 unless the actor has the capability. */
export function assertCan(actor: Actor, capability: Capability, message?: string): void {
  if (!can(actor, capability)) throw refuse(message);
}

/**
 * A 403 for a rule about the record rather than the role (a status move the workflow refuses,
 * the trial's limits, an expired signed link, one's own role). Callers `throw refuse(…)`.
 */
export function refuse(message: string = MSG.noPermission): AppError {
  return new AppError('FORBIDDEN', message);
}
