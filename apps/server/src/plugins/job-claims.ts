/**
 * Tells a job whose worker died from one a live worker still runs. pg-boss marks a claimed
 * job 'active' and notices that its worker is gone only when the job's heartbeat stops
 * (a minute or two). A crashed server that starts again must not wait that long: a search a
 * user started should go on, so at start-up it hands the jobs no live worker holds back
 * to pg-boss (plugins/jobs.ts `releaseAbandoned`).
 *
 * A worker holds a claim on each job while it runs it. On PGlite one process owns the data
 * directory, so a claim is held in memory. On PostgreSQL several processes share the queue,
 * so a claim is also a session advisory lock, which PostgreSQL drops when the process dies.
 */
import type { Database } from '../db/client.js';

/** The advisory-lock namespace of running jobs (two-int form, apart from the one-int locks). */
const RUNNING_JOB_LOCK = 72_817_010;

export interface JobClaims {
  /** Runs `work` while holding the job's claim; waits while another holder has it. */
  hold<T>(jobId: string, work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding the job's claim if nobody holds it (its worker is gone); false, and
   * `work` does not run, while a live worker holds it.
   */
  ifUnclaimed(jobId: string, work: () => Promise<void>): Promise<boolean>;
}

export function createJobClaims(database: Database): JobClaims {
  const local = new LocalClaims();
  if (database.kind === 'pglite') {
    return {
      hold: (jobId, work) => local.hold(jobId, work),
      ifUnclaimed: (jobId, work) => local.tryHold(jobId, async () => (await work(), true)),
    };
  }
  const pool = database.pool;
  // hashtext maps the job's uuid to the lock's second key. Two ids that collide make an
  // abandoned job look alive; pg-boss's heartbeat check still ends it, only later.
  const lock = (fn: string) => `select ${fn}($1, hashtext($2)) as ok`;
  return {
    hold: (jobId, work) =>
      local.hold(jobId, async () => {
        const client = await pool.connect();
        try {
          await client.query(lock('pg_advisory_lock'), [RUNNING_JOB_LOCK, jobId]);
          return await work();
        } finally {
          await client
            .query(lock('pg_advisory_unlock'), [RUNNING_JOB_LOCK, jobId])
            .catch(() => undefined);
          client.release();
        }
      }),
    ifUnclaimed: (jobId, work) =>
      local.tryHold(jobId, async () => {
        const client = await pool.connect();
        try {
          const { rows } = await client.query<{ ok: boolean }>(lock('pg_try_advisory_lock'), [
            RUNNING_JOB_LOCK,
            jobId,
          ]);
          if (!rows[0]?.ok) return false;
          try {
            await work();
          } finally {
            await client.query(lock('pg_advisory_unlock'), [RUNNING_JOB_LOCK, jobId]);
          }
          return true;
        } finally {
          client.release();
        }
      }),
  };
}

/** Claims within this process: one holder per job id at a time. */
class LocalClaims {
  readonly #held = new Map<string, Promise<void>>();

  async hold<T>(jobId: string, work: () => Promise<T>): Promise<T> {
    for (let busy = this.#held.get(jobId); busy; busy = this.#held.get(jobId)) await busy;
    const release = this.#take(jobId);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** `work`'s answer while holding the claim; false at once when it is held. */
  async tryHold(jobId: string, work: () => Promise<boolean>): Promise<boolean> {
    if (this.#held.has(jobId)) return false;
    const release = this.#take(jobId);
    try {
      return await work();
    } finally {
      release();
    }
  }

  #take(jobId: string): () => void {
    let resolve = () => {};
    this.#held.set(jobId, new Promise<void>((r) => (resolve = r)));
    return () => {
      this.#held.delete(jobId);
      resolve();
    };
  }
}
