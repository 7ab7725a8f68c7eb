/**
 * pg-boss on whichever engine the app runs: PGlite through its adapter, or the
 * PostgreSQL of DATABASE_URL. Workers run only in ROLE=all|worker processes.
 */
import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.js';

export const QUEUES = {
  sendMail: 'send-mail',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface Jobs {
  send(queue: QueueName, data: object): Promise<void>;
  work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobs(database: Database): Promise<Jobs> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.url, max: 4 });
  boss.on('error', (err: unknown) => console.error('[jobs]', err));
  await boss.start();
  // Mail delivery: 5 tries with exponential backoff (DESIGN.md §5.11).
  await boss.createQueue(QUEUES.sendMail, { retryLimit: 4, retryDelay: 5, retryBackoff: true });
  return {
    async send(queue, data) {
      await boss.send(queue, data);
    },
    async work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>) {
      await boss.work<T>(queue, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
