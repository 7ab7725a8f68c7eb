/**
 * pg-boss on whichever engine the app runs: PGlite through its adapter, or the
 * PostgreSQL of DATABASE_URL. Workers run only in ROLE=all|worker processes.
 */
import { PgBoss, fromPglite, type Job } from 'pg-boss';
import type { Database } from '../db/client.js';
import { createJobClaims } from './job-claims.js';

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
  /** Fetch RoHS/REACH: link parts to the declarations covering them (jobs/fetch-declarations.ts). */
  fetchDeclarations: 'fetch-declarations',
  /** Daily: forgets day-old sign-in and reset attempts (jobs/prune-auth-attempts.ts). */
  pruneAuthAttempts: 'prune-auth-attempts',
  /** Hourly: reminders and escalations of unanswered requests (jobs/request-reminders.ts). */
  requestReminders: 'request-reminders',
  /** Supplier uploads told to each request's sender, one digest per link per hour. */
  supplierUploadDigest: 'supplier-upload-digest',
  /** Every minute: analyses the tables that grew (db/statistics.ts; PGlite has no autovacuum). */
  refreshStatistics: 'refresh-statistics',
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
  /**
   * Hands the searches a dead process left 'active' back to pg-boss, which tries them once
   * more at once (or fails them when that was their last try) instead of after its
   * heartbeat timeout. Returns how many. Call it before this process's workers start: on
   * PGlite every active job then belongs to a process that is gone.
   */
  releaseAbandoned(queue: QueueName): Promise<number>;
  stop(): Promise<void>;
}

const SEARCH_HEARTBEAT_SECONDS = 60;

/**
 * Search database and Scrape: a worker claims each job it runs (job-claims.ts), and a job
 * whose worker died gets one more try, which goes on where the first stopped (run-search.ts
 * skips the runs already ended).
 */
const RESUMABLE_QUEUES: readonly QueueName[] = [QUEUES.searchDatabase, QUEUES.scrape];

export async function startJobs(database: Database): Promise<Jobs> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.url, max: 4 });
  boss.on('error', (err: unknown) => console.error('[jobs]', err));
  await boss.start();
  // Mail delivery: 5 tries with exponential backoff (DESIGN.md §5.11).
  await boss.createQueue(QUEUES.sendMail, { retryLimit: 4, retryDelay: 5, retryBackoff: true });
  // Searches record their own failures per material (material_search_runs.error), so the
  // one retry is for a worker that died: started again, a server hands its interrupted job
  // back at once (releaseAbandoned); a worker that died while others run is noticed by its
  // stopped heartbeat (it beats every 30 s) within a couple of minutes. A 500-component
  // scrape may take long: allow an hour. updateQueue: queues created by older versions.
  for (const queue of RESUMABLE_QUEUES) {
    const retry = { retryLimit: 1, heartbeatSeconds: SEARCH_HEARTBEAT_SECONDS };
    await boss.createQueue(queue, { ...retry, expireInSeconds: 3600 });
    await boss.updateQueue(queue, retry);
  }
  await boss.createQueue(QUEUES.expirySweep, { retryLimit: 2, retryDelay: 600 });
  await boss.createQueue(QUEUES.searchRunSweep, { retryLimit: 0 });
  await boss.createQueue(QUEUES.bomFileCleanup, { retryLimit: 2, retryDelay: 600 });
  await boss.createQueue(QUEUES.pruneAuthAttempts, { retryLimit: 2, retryDelay: 600 });
  // Each step is claimed once (request-reminders.ts): a failed run may simply run again.
  await boss.createQueue(QUEUES.requestReminders, { retryLimit: 2, retryDelay: 300 });
  // Each digest is claimed once (supplier-upload-digest.ts): a failed run may simply run again.
  await boss.createQueue(QUEUES.supplierUploadDigest, { retryLimit: 2, retryDelay: 60 });
  // Matching is idempotent (links are replaced per part): a failed fetch may simply run again.
  await boss.createQueue(QUEUES.fetchDeclarations, { retryLimit: 1, retryDelay: 5 });
  // The next minute's run does the same: no retry.
  await boss.createQueue(QUEUES.refreshStatistics, { retryLimit: 0 });
  const claims = createJobClaims(database);

  /** A resumable job's handler, run while holding its claim. */
  const runClaimed = <T extends object>(
    queue: QueueName,
    job: Job<T>,
    handler: (data: T) => Promise<unknown>,
  ) =>
    claims.hold(job.id, async () => {
      // A process starting meanwhile may have found the job unclaimed and handed it back
      // (releaseAbandoned): then this attempt is over, and the retry does the work.
      const current = await boss.getJobById(queue, job.id);
      if (current?.state !== 'active' || current.retryCount !== job.retryCount) return undefined;
      return handler(job.data);
    });

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
        for (const job of jobs) {
          output = RESUMABLE_QUEUES.includes(queue)
            ? await runClaimed(queue, job, handler)
            : await handler(job.data);
        }
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
    async releaseAbandoned(queue) {
      const active = (await boss.findJobs(queue)).filter((job) => job.state === 'active');
      let released = 0;
      for (const job of active) {
        const attempt = { id: job.id, retryCount: job.retryCount };
        const gone = await claims.ifUnclaimed(job.id, async () => {
          await boss.fail(queue, attempt, { message: 'Its worker stopped' });
        });
        if (gone) released += 1;
      }
      return released;
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
