/**
 * Statements built once and executed many times (issue 19). Building a query through
 * Drizzle costs more CPU than PostgreSQL spends running a short one: a third of a loaded
 * product/getAll went to Drizzle's query builder (`is`, `buildQueryFromSourceParams` …).
 * A prepared query keeps its SQL text and takes its values through `sql.placeholder`; on
 * PostgreSQL the name also makes each pooled connection parse and plan it once.
 *
 * One per database: a test app has its own, and a prepared query belongs to the database
 * (never a transaction) it was built on.
 */
import type { Db } from './client.js';

export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
