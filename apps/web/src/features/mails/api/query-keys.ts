/** Query keys of the mails (outbox) feature. */
export const mailsKeys = {
  all: ['mails'] as const,
  list: (page: number, size: number) => [...mailsKeys.all, 'list', { page, size }] as const,
};
