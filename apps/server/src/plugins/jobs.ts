/**
 * pg-boss on whichever engine the app runs: PGlite through its adapter, or the
 * PostgreSQL of DATABASE_URL. Workers run only in ROLE=all|worker processes.
 */
import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.js';

export const QUEUES = {
  sendMail: 'send-mail',
  /** Search database for some materials (jobs/search-database.ts). */
  searchDatabase: 'search-database',
  /** Scrape: materials, a manufacturer or product names through the connectors (jobs/scrape.ts). */
  scrape: 'scrape',
  /** Daily: expired certificates become invalid and flag what relies on them. */
  expirySweep: 'expiry-sweep',
  /** Every few minutes: ends search runs whose job died (jobs/search-run-sweep.ts). */
  searchRunSweep: 'search-run-sweep',
  /** Daily: removes BOM uploads no product uses (jobs/bom-file-cleanup.ts). */
  bomFileCleanup: 'bom-file-cleanup',
  /** Daily: forgets day-old sign-in and reset attempts (jobs/prune-auth-attempts.ts). */
  pruneAuthAttempts: 'prune-auth-attempts',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface WorkOptions {
  /** pg-boss's idle poll; at least 0.5 s (tests use the minimum). */
  pollingIntervalSeconds?: number;
}

/** A job as the scraping list shows it. */
export interface JobSummary<T> {
  id: string;
  data: T;
  state: string;
  createdOn: Date;
  completedOn: Date | null;
  output: unknown;
}

export interface Jobs {
  /** Queues a job and returns its id. */
  send(queue: QueueName, data: object): Promise<string>;
  work<T extends object>(
    queue: QueueName,
    handler: (data: T) => Promise<unknown>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Runs `queue` on a cron schedule (UTC), once across all worker processes. */
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** A job's state ('created', 'active', 'completed', 'failed' …); null once pg-boss forgot it. */
  state(queue: QueueName, id: string): Promise<string | null>;
  /** The jobs of a queue pg-boss still keeps (its retention decides how far back). */
  list<T>(queue: QueueName): Promise<JobSummary<T>[]>;
  stop(): Promise<void>;
}

const SEARCH_HEARTBEAT_SECONDS = 60;

export async function startJobs(database: Database): Promise<Jobs> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.url, max: 4 });
  boss.on('error', (err: unknown) => console.error('[jobs]', err));
  await boss.start();
  // Mail delivery: 5 tries with exponential backoff (DESIGN.md §5.11).
  await boss.createQueue(QUEUES.sendMail, { retryLimit: 4, retryDelay: 5, retryBackoff: true });
  // Searches record their own failures per material (material_search_runs.error); a retry
  // would only repeat them. A 500-component scrape may take long: allow an hour. The worker
  // beats every 30 s, so the job of a worker that died fails within a couple of minutes and
  // the run sweep ends its runs (updateQueue: queues created before the heartbeat existed).
  for (const queue of [QUEUES.searchDatabase, QUEUES.scrape]) {
    await boss.createQueue(queue, {
      retryLimit: 0,
      expireInSeconds: 3600,
      heartbeatSeconds: SEARCH_HEARTBEAT_SECONDS,
    });
    await boss.updateQueue(queue, { heartbeatSeconds: SEARCH_HEARTBEAT_SECONDS });
  }
  await boss.createQueue(QUEUES.expirySweep, { retryLimit: 2, retryDelay: 600 });
  await boss.createQueue(QUEUES.searchRunSweep, { retryLimit: 0 });
  await boss.createQueue(QUEUES.bomFileCleanup, { retryLimit: 2, retryDelay: 600 });
  await boss.createQueue(QUEUES.pruneAuthAttempts, { retryLimit: 2, retryDelay: 600 });
  return {
    async schedule(queue, cron) {
      await boss.schedule(queue, cron);
    },
    async send(queue, data) {
      const id = await boss.send(queue, data);
      if (!id) throw new Error(`pg-boss did not queue the ${queue} job`);
      return id;
    },
    async work<T extends object>(
      queue: QueueName,
      handler: (data: T) => Promise<unknown>,
      options: WorkOptions = {},
    ) {
      await boss.work<T, unknown>(queue, options, async (jobs) => {
        // One job per fetch (the default batch size): its result becomes the job's output.
        let output: unknown;
        for (const job of jobs) output = await handler(job.data);
        return output;
      });
    },
    async state(queue, id) {
      const job = await boss.getJobById(queue, id);
      return job?.state ?? null;
    },
    async list<T>(queue: QueueName) {
      const jobs = await boss.findJobs<T>(queue);
      return jobs.map((job) => ({
        id: job.id,
        data: job.data,
        state: job.state,
        createdOn: job.createdOn,
        completedOn: job.completedOn ?? null,
        output: job.output,
      }));
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
