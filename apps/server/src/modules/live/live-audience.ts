/**
 * What a socket's user receives of a notice about a product they may see (DESIGN.md §4,
 * §9.2). A frame carries what a REST call would answer, so it follows the same capability
 * table: the temp certificates (candidates) are the staff's review material, read over
 * REST only with 'certificate.review', and a failed search's reason may name hosts or
 * database errors, so only those who run searches read it (search-error.ts).
 */
import { can, LIVE_EVENTS, type Capability, type LiveEvent } from '@partproof/shared';
import type { Actor } from '../../plugins/auth.js';
import { READS_SEARCH_ERRORS, withSearchErrorsHidden } from '../certificate-search/search-error.js';

/** A frame as it was published, or with its data reduced for the receiving user. */
export type FrameShape = 'full' | 'reduced';

interface EventRule {
  /** Only users with this capability receive the event. */
  only?: Capability;
  /** Users without `unless` receive `data(original)` instead. */
  reduce?: { unless: Capability; data: (data: unknown) => unknown };
}

const RULES: Partial<Record<LiveEvent, EventRule>> = {
  [LIVE_EVENTS.resultTempSearch]: { only: 'certificate.review' },
  // RoHS/REACH is for users with the RoHS flag only (DESIGN.md §9.3 "Who").
  [LIVE_EVENTS.rohsUpdate]: { only: 'declaration.read' },
  [LIVE_EVENTS.ranProductUpdate]: {
    reduce: { unless: READS_SEARCH_ERRORS, data: withSearchErrorsHidden },
  },
};

/** How the actor receives the event, or null when not at all. */
export function frameShapeFor(actor: Actor, event: LiveEvent): FrameShape | null {
  const rule = RULES[event];
  if (rule?.only && !can(actor, rule.only)) return null;
  return rule?.reduce && !can(actor, rule.reduce.unless) ? 'reduced' : 'full';
}

/** The frame data in the given shape. */
export function shapeData(event: LiveEvent, shape: FrameShape, data: unknown): unknown {
  const reduce = RULES[event]?.reduce;
  return shape === 'reduced' && reduce ? reduce.data(data) : data;
}
