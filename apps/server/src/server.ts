/** Starts PartProof: prepare the database, bootstrap, then serve the API and/or run the job worker. */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './prepare-database.js';
import { analyzeGrownTables } from './db/statistics.js';
import { createScrape } from './jobs/scrape.js';
import { createSearchDatabase } from './jobs/search-database.js';
import { createBomFileCleanup } from './jobs/bom-file-cleanup.js';
import { createExpirySweep } from './jobs/expiry-sweep.js';
import { createFetchDeclarations } from './jobs/fetch-declarations.js';
import { createPruneAuthAttempts } from './jobs/prune-auth-attempts.js';
import { createRequestReminders } from './jobs/request-reminders.js';
import { createSupplierUploadDigest } from './jobs/supplier-upload-digest.js';
import { createSearchRunSweep, endOrphanedSearchRuns } from './jobs/search-run-sweep.js';
import { createSendMail } from './jobs/send-mail.js';
import { bootstrap } from './modules/users/bootstrap.js';
import { QUEUES, startJobs } from './plugins/jobs.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  await prepareDatabase(database);
  const jobs = await startJobs(database);
  const { app, ctx } = await buildApp({ config, database, jobs });
  await bootstrap(ctx);

  if (config.role !== 'api') {
    // Searches a crash interrupted go on at once (pg-boss retries them), not once their
    // heartbeat is found stopped; before the workers start, so none of ours is taken for dead.
    for (const queue of [QUEUES.searchDatabase, QUEUES.scrape]) {
      const released = await jobs.releaseAbandoned(queue);
      if (released) console.log(`[jobs] ${queue}: ${released} interrupted job(s) resumed`);
    }
    await jobs.work(QUEUES.sendMail, createSendMail(ctx));
    await jobs.work(QUEUES.searchDatabase, createSearchDatabase(ctx), {
      pollingIntervalSeconds: 1,
    });
    await jobs.work(QUEUES.scrape, createScrape(ctx), { pollingIntervalSeconds: 1 });
    await jobs.work(QUEUES.fetchDeclarations, createFetchDeclarations(ctx), {
      pollingIntervalSeconds: 1,
    });
    await jobs.work(QUEUES.expirySweep, createExpirySweep(ctx));
    await jobs.schedule(QUEUES.expirySweep, '15 2 * * *');
    await jobs.work(QUEUES.searchRunSweep, createSearchRunSweep(ctx));
    await jobs.schedule(QUEUES.searchRunSweep, '*/5 * * * *');
    await jobs.work(QUEUES.bomFileCleanup, createBomFileCleanup(ctx));
    await jobs.schedule(QUEUES.bomFileCleanup, '45 3 * * *');
    await jobs.work(QUEUES.pruneAuthAttempts, createPruneAuthAttempts(ctx));
    await jobs.schedule(QUEUES.pruneAuthAttempts, '30 4 * * *');
    await jobs.work(QUEUES.requestReminders, createRequestReminders(ctx));
    await jobs.schedule(QUEUES.requestReminders, '20 * * * *');
    // Uploads trigger it too; the schedule sends what waited for the link's hour to pass.
    await jobs.work(QUEUES.supplierUploadDigest, createSupplierUploadDigest(ctx));
    await jobs.schedule(QUEUES.supplierUploadDigest, '*/5 * * * *');
    await jobs.work(QUEUES.refreshStatistics, () => analyzeGrownTables(database.db));
    await jobs.schedule(QUEUES.refreshStatistics, '* * * * *');
    // Runs a crash left behind show as ended right away, not at the next sweep.
    await endOrphanedSearchRuns(ctx);
  }
  if (config.role !== 'worker') {
    await app.listen({ port: config.port, host: config.host });
    console.log(`PartProof is running at http://${config.host}:${config.port}`);
  } else {
    console.log('PartProof worker is running');
  }

  const shutdown = async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
