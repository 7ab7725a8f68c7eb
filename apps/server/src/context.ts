/** What every service receives first: the database, the configuration and the job queue. */
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Jobs } from './plugins/jobs.js';

export interface Ctx {
  db: Db;
  config: Config;
  jobs: Jobs;
}
