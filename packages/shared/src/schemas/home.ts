/**
 * The work queue on /home and /certificates (DESIGN.md §10.4): what waits for staff, and for a
 * customer what each of their products still misses.
 */
import { z } from 'zod';
import { listOf } from './common.js';

/** Staff counts, each opening its list (`GET /api/home/queue?key=`), in the order shown. */
export const STAFF_QUEUE_KEYS = [
  'productsInReview',
  'candidatesToApprove',
  'declarationsInReview',
  'openFlags',
  'requestsOverdue',
  'expiring30',
  'expiring90',
  'exemptionsEnding',
] as const;
export type StaffQueueKey = (typeof STAFF_QUEUE_KEYS)[number];

/** A product's lines by certificate status and by RoHS status, for the chart. */
export const ProductStatusCountsSchema = z.object({
  certificates: z.object({
    approved: z.number().int(),
    waitingForReply: z.number().int(),
    inReview: z.number().int(),
    notApproved: z.number().int(),
  }),
  /** Approved; open (pending, in review, waiting, flagged); attention (ending, ended, refused). */
  rohs: z.object({
    approved: z.number().int(),
    open: z.number().int(),
    attention: z.number().int(),
  }),
});

export const HomeProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Critical lines (not DNP) whose part has no approved certificate. */
  missingCertificates: z.number().int(),
  /** Lines (not DNP) whose part no approved declaration covers. */
  missingDeclarations: z.number().int(),
  /** Parts with an approved certificate that ends within 90 days. */
  expiring90: z.number().int(),
  /** Requests to manufacturers about its parts still waiting for an answer. */
  openRequests: z.number().int(),
  status: ProductStatusCountsSchema,
});
export type HomeProduct = z.infer<typeof HomeProductSchema>;

/** Certificates and exemptions ending, per month, over the next twelve months. */
export const ExpiryMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  certificates: z.number().int(),
  exemptions: z.number().int(),
});

export const HomeSchema = z.object({
  role: z.enum(['staff', 'customer']),
  /** Staff: one count per STAFF_QUEUE_KEYS key. Customers: none (their products carry them). */
  counts: z.partialRecord(z.enum(STAFF_QUEUE_KEYS), z.number().int()),
  /** Customers: each of their products. Staff: the products in review or collecting. */
  products: z.array(HomeProductSchema),
  timeline: z.array(ExpiryMonthSchema),
});
export type Home = z.infer<typeof HomeSchema>;

export const HomeQueueQuerySchema = z.strictObject({
  key: z.enum(STAFF_QUEUE_KEYS),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * One item of a staff list: a product, one of its components, or a declaration or request,
 * with what waits. A declaration or request that no product asked for has no product.
 */
export const HomeQueueItemSchema = z.object({
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  /** The component the item is about; null when it is about the product itself. */
  materialId: z.number().int().nullable(),
  /** What it is: a component's manufacturer and part number, or the product's status. */
  title: z.string(),
  /** What waits: the candidate count, the flag's reason, the request's state, the end date. */
  detail: z.string(),
  /** The date that matters to the item ('YYYY-MM-DD'), when it has one. */
  date: z.string().nullable(),
});
export type HomeQueueItem = z.infer<typeof HomeQueueItemSchema>;

export const HomeQueueSchema = listOf(HomeQueueItemSchema);
