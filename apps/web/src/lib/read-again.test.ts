import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAgainAfterCurrentRead } from './read-again';

const KEY = ['runs', 1] as const;

/**
 * A query whose reads the test answers by hand, one after the other; an observer keeps it
 * active, as the page's useQuery does, so an invalidation reads it again.
 */
function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers: ((value: string) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: KEY,
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const data = () => queryClient.getQueryData<string>(KEY);
  return { queryClient, answers, settle, data, unsubscribe };
}

describe('readAgainAfterCurrentRead', () => {
  it('reads again after a read that was answered before the live event, so the event stays', async () => {
    const { queryClient, answers, settle, data, unsubscribe } = setup();
    await settle();
    expect(answers).toHaveLength(1);
    // The live event lands while the first read is under way…
    queryClient.setQueryData(KEY, 'failed (live)');
    readAgainAfterCurrentRead(queryClient, KEY);
    // …whose answer, read by the server before the event, is older.
    answers[0]!('running');
    await settle();
    expect(data()).toBe('running');
    expect(answers).toHaveLength(2);
    answers[1]!('failed');
    await settle();
    expect(data()).toBe('failed');
    unsubscribe();
  });

  it('asks for one more read however many events land during one read', async () => {
    const { queryClient, answers, settle, data, unsubscribe } = setup();
    await settle();
    for (let i = 0; i < 5; i++) readAgainAfterCurrentRead(queryClient, KEY);
    answers[0]!('old');
    await settle();
    expect(answers).toHaveLength(2);
    answers[1]!('new');
    await settle();
    expect(answers).toHaveLength(2);
    expect(data()).toBe('new');
    unsubscribe();
  });

  it('reads nothing when no read is under way', async () => {
    const { queryClient, answers, settle, unsubscribe } = setup();
    await settle();
    answers[0]!('current');
    await settle();
    readAgainAfterCurrentRead(queryClient, KEY);
    await settle();
    expect(answers).toHaveLength(1);
    unsubscribe();
  });
});
