/**
 * The live feed at `/socket` (spec §3 live-feed message, §4 "Edit mode and live search";
 * DESIGN.md §4): one JSON message per websocket frame. `id` is the id of the product the
 * event belongs to, `materialId` the component's (null for product-wide events).
 */
import { z } from 'zod';

/** The spec's four events, plus 'connected' once the socket is signed in. */
export const LIVE_EVENTS = {
  /** A search started: the client marks detection on and clears its results. */
  none: 'none',
  /** A search ended: the client clears its results. */
  undefined: 'undefined',
  /** A candidate was found: `data` is `{materialId, data: TempCertificate}`. */
  resultTempSearch: 'resultTempSearch',
  /** `data` is `{ranProducts: RanProduct[]}` for the material. */
  ranProductUpdate: 'ranProductUpdate',
  /** Sent once after the token was accepted; `data` is `{userId}`. */
  connected: 'connected',
  /**
   * Fetch RoHS/REACH matched a material (DESIGN.md §9.5): `data` is
   * `{rohsStatus, rohsStatusReason, declarations}` (RohsUpdateEventSchema). Only users with the
   * RoHS flag receive it.
   */
  rohsUpdate: 'rohsUpdate',
  /**
   * A comment on the material was written, changed or deleted (DESIGN.md §9.8): `data` is
   * `{action: 'created' | 'updated', comment}` or `{action: 'deleted', id}`
   * (MaterialCommentEventSchema).
   */
  materialComment: 'materialComment',
  /**
   * A flag on the material was raised or resolved (DESIGN.md §9.8): `data` is `{flag}`, the
   * open flag or null (MaterialFlagEventSchema). RoHS users also get a `rohsUpdate` with the
   * status the material shows now (4 Flagged, or its part's status again).
   */
  materialFlag: 'materialFlag',
} as const;
export type LiveEvent = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];

export const LiveMessageSchema = z.object({
  event: z.enum(Object.values(LIVE_EVENTS) as [LiveEvent, ...LiveEvent[]]),
  data: z.unknown(),
  materialId: z.number().int().nullable(),
  id: z.number().int().nullable(),
});
export type LiveMessage = z.infer<typeof LiveMessageSchema>;

/**
 * The first frame a client sends after the socket opens: the access token travels in a
 * frame, never in the URL, where proxies and access logs would keep it.
 */
export const LiveAuthFrameSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(1).max(4000),
});
export type LiveAuthFrame = z.infer<typeof LiveAuthFrameSchema>;

/**
 * spec §3 Material.ranProducts: one search of one material. `error` goes beyond the spec:
 * why the search failed (a directory timed out, the server stopped), null otherwise, so the
 * product page can say so instead of just ending the spinner.
 */
export const RanProductSchema = z.object({
  model: z.string(),
  manufacture: z.string(),
  isRunning: z.boolean(),
  error: z.string().nullable().optional(),
});
export type RanProduct = z.infer<typeof RanProductSchema>;

/**
 * Close codes the live feed uses (4xxx is the application range of RFC 6455):
 * `unauthorized` — no valid auth frame, or the session ended (signed out, password reset);
 * `authTimeout` — no frame within a few seconds of opening.
 */
export const LIVE_CLOSE = { unauthorized: 4401, authTimeout: 4408 } as const;
