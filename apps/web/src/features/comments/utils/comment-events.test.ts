import type { Comment, CommentList, LiveMessage, Product } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { testMaterial } from '@/lib/test-material';
import {
  applyCommentEvent,
  commentChangeOf,
  countAfter,
  isForProduct,
  withCommentCount,
} from './comment-events';

const comment = (id: number, overrides: Partial<Comment> = {}): Comment => ({
  id,
  entityId: 7,
  body: `<p>Comment ${id}</p>`,
  createdAt: `2025-01-01T00:00:0${id}.000Z`,
  createdAtText: '2025-01-01 00:00',
  edited: false,
  author: { id: 1, firstName: 'Ada', lastName: 'Lovelace', profileImage: null },
  ...overrides,
});

const list = (...comments: Comment[]): CommentList => ({ data: comments, total: comments.length });

const message = (event: LiveMessage['event'], data: unknown, materialId: number | null) =>
  ({ event, data, materialId, id: 1 }) satisfies LiveMessage;

describe('materialComment live messages', () => {
  it('reads the product, the material and the change', () => {
    const data = { action: 'created', comment: comment(1) };
    expect(commentChangeOf(message('materialComment', data, 7))).toEqual({
      productId: 1,
      materialId: 7,
      event: data,
    });
    expect(commentChangeOf(message('materialComment', { action: 'deleted', id: 3 }, 7))).toEqual({
      productId: 1,
      materialId: 7,
      event: { action: 'deleted', id: 3 },
    });
  });

  it('ignores other events, messages without a material and malformed data', () => {
    const data = { action: 'created', comment: comment(1) };
    expect(commentChangeOf(message('rohsUpdate', data, 7))).toBeNull();
    expect(commentChangeOf(message('materialComment', data, null))).toBeNull();
    expect(commentChangeOf(message('materialComment', { action: 'created' }, 7))).toBeNull();
    expect(commentChangeOf(message('materialComment', { action: 'moved', id: 1 }, 7))).toBeNull();
  });

  it('belongs to the open product, or to any when the product is not named', () => {
    const event = { action: 'deleted', id: 1 } as const;
    expect(isForProduct({ productId: 1, materialId: 7, event }, 1)).toBe(true);
    expect(isForProduct({ productId: 2, materialId: 7, event }, 1)).toBe(false);
    expect(isForProduct({ productId: null, materialId: 7, event }, 1)).toBe(true);
  });
});

describe('applying a comment change to the list', () => {
  it('adds a new comment in creation order', () => {
    const next = applyCommentEvent(list(comment(1), comment(3)), {
      action: 'created',
      comment: comment(2),
    });
    expect(next.data.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(next.total).toBe(3);
  });

  it('adds the same comment only once (own answer and the live frame both arrive)', () => {
    const once = applyCommentEvent(list(comment(1)), { action: 'created', comment: comment(2) });
    const twice = applyCommentEvent(once, { action: 'created', comment: comment(2) });
    expect(twice.data.map((c) => c.id)).toEqual([1, 2]);
    expect(twice.total).toBe(2);
  });

  it('replaces an edited comment in place', () => {
    const edited = comment(1, { body: '<p><b>new</b></p>', edited: true });
    const next = applyCommentEvent(list(comment(1), comment(2)), {
      action: 'updated',
      comment: edited,
    });
    expect(next.data[0]).toEqual(edited);
    expect(next.data.map((c) => c.id)).toEqual([1, 2]);
  });

  it('removes a deleted comment and leaves the list alone for an unknown id', () => {
    const start = list(comment(1), comment(2));
    const next = applyCommentEvent(start, { action: 'deleted', id: 1 });
    expect(next).toEqual(list(comment(2)));
    expect(applyCommentEvent(start, { action: 'deleted', id: 9 })).toBe(start);
  });
});

describe('the row comment count', () => {
  it('counts up for a new comment, down for a deleted one, never below zero', () => {
    expect(countAfter(2, { action: 'created', comment: comment(1) })).toBe(3);
    expect(countAfter(2, { action: 'updated', comment: comment(1) })).toBe(2);
    expect(countAfter(2, { action: 'deleted', id: 1 })).toBe(1);
    expect(countAfter(0, { action: 'deleted', id: 1 })).toBe(0);
  });

  it('sets the count of one material and keeps the product when it is unchanged', () => {
    const product = {
      id: 1,
      materials: [testMaterial({ id: 7 }), testMaterial({ id: 8 })],
    } as unknown as Product;
    const next = withCommentCount(product, 7, 4);
    expect(next.materials.map((m) => m.materialComment)).toEqual([4, 0]);
    expect(withCommentCount(next, 7, 4)).toBe(next);
    expect(withCommentCount(product, 99, 4)).toBe(product);
  });
});
