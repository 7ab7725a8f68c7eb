/**
 * Admin CLI: `npm run admin -- create --email a@b.c --password '…' [--first Ann --last Lee]`.
 * On PGlite it must run while the server is stopped (PGlite allows one process).
 */
import { parseArgs } from 'node:util';
import { LIMITS } from '@partproof/shared';
import { loadConfig } from '../config.js';
import { runCli, useInvocationDir } from './run-cli.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../prepare-database.js';
import { createAdmin } from '../modules/users/bootstrap.js';
import { findUserByEmail } from '../modules/users/users.queries.js';

const usage =
  'usage: npm run admin -- create --email <email> --password <password> [--first <name>] [--last <name>]';

async function main(): Promise<number> {
  useInvocationDir();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
    },
  });
  if (positionals[0] !== 'create' || !values.email || !values.password) {
    console.error(usage);
    return 2;
  }
  if (values.password.length < LIMITS.minPasswordLength) {
    console.error(`The password needs at least ${LIMITS.minPasswordLength} characters.`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await prepareDatabase(database);
    if (await findUserByEmail(database.db, values.email)) {
      console.error(`A user with the email ${values.email} already exists.`);
      return 1;
    }
    const id = await createAdmin(database.db, {
      email: values.email,
      password: values.password,
      firstName: values.first,
      lastName: values.last,
    });
    console.log(`Admin ${values.email} created (id ${id}).`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
