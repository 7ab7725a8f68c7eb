import type { Comment } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { authorName, commentActions, initials } from './comment-view';

const comment = (authorId: number | null): Comment => ({
  id: 1,
  entityId: 7,
  body: '<p>x</p>',
  createdAt: '2025-01-01T00:00:00.000Z',
  createdAtText: '2025-01-01 00:00',
  edited: false,
  author: { id: authorId, firstName: 'ada', lastName: 'Lovelace', profileImage: null },
});

describe('comment view', () => {
  it('names the author and makes initials from the names', () => {
    expect(authorName(comment(1))).toBe('ada Lovelace');
    expect(initials(comment(1).author)).toBe('AL');
    expect(initials({ id: null, firstName: ' ', lastName: '', profileImage: null })).toBe('?');
  });

  it('lets the author edit and delete, a moderator only delete', () => {
    expect(commentActions(comment(5), 5, false)).toEqual({ edit: true, remove: true });
    expect(commentActions(comment(5), 6, false)).toEqual({ edit: false, remove: false });
    expect(commentActions(comment(5), 6, true)).toEqual({ edit: false, remove: true });
  });

  it('never treats a removed author as the viewer', () => {
    expect(commentActions(comment(null), 0, false)).toEqual({ edit: false, remove: false });
  });
});
