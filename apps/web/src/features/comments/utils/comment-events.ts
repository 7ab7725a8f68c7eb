/**
 * What comment changes do to the page (DESIGN.md §9.8), as pure functions: a `materialComment`
 * live message names a product and a material and carries a written, changed or deleted
 * comment; the open dialog's list and the row's comment count take it over without a reload.
 * Every change is applied idempotently, because the author gets both the answer of their own
 * call and the live frame of it.
 */
import {
  LIVE_EVENTS,
  MaterialCommentEventSchema,
  type Comment,
  type CommentList,
  type LiveMessage,
  type MaterialCommentEvent,
  type Product,
} from '@partproof/shared';

export interface CommentChange {
  /** The product the material belongs to (null when the server left it out). */
  productId: number | null;
  materialId: number;
  event: MaterialCommentEvent;
}

/** The change a message carries, or null for any other event or a malformed one. */
export function commentChangeOf(message: LiveMessage): CommentChange | null {
  if (message.event !== LIVE_EVENTS.materialComment || message.materialId === null) return null;
  const parsed = MaterialCommentEventSchema.safeParse(message.data);
  if (!parsed.success) return null;
  return { productId: message.id, materialId: message.materialId, event: parsed.data };
}

/** Whether the change belongs to the product open on the page. */
export function isForProduct(change: CommentChange, productId: number): boolean {
  return change.productId === null || change.productId === productId;
}

/** Oldest first, as the server lists them; ids break ties of the same instant. */
function byCreation(a: Comment, b: Comment): number {
  return a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1;
}

/**
 * The list after the change: a new comment joins once (a second copy replaces the first), a
 * changed one is replaced (or added, when it was written before the list was read), a deleted
 * one leaves. The same object comes back when nothing changed.
 */
export function applyCommentEvent(list: CommentList, event: MaterialCommentEvent): CommentList {
  if (event.action === 'deleted') {
    if (!list.data.some((c) => c.id === event.id)) return list;
    const data = list.data.filter((c) => c.id !== event.id);
    return { data, total: data.length };
  }
  const { comment } = event;
  const known = list.data.some((c) => c.id === comment.id);
  const data = known
    ? list.data.map((c) => (c.id === comment.id ? comment : c))
    : [...list.data, comment].sort(byCreation);
  return { data, total: data.length };
}

/**
 * The row's count after the change when the material's list is not in the cache: one more
 * for a new comment, one less for a deleted one (never below zero).
 */
export function countAfter(count: number, event: MaterialCommentEvent): number {
  if (event.action === 'created') return count + 1;
  if (event.action === 'deleted') return Math.max(0, count - 1);
  return count;
}

/** The product with the material's comment count set; the same object when nothing changes. */
export function withCommentCount(product: Product, materialId: number, count: number): Product {
  const target = product.materials.find((m) => m.id === materialId);
  if (!target || target.materialComment === count) return product;
  return {
    ...product,
    materials: product.materials.map((m) =>
      m.id === materialId ? { ...m, materialComment: count } : m,
    ),
  };
}
