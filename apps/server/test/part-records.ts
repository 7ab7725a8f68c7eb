/**
 * Reading what tests name by material — its part's candidates and certification records
 * (DESIGN.md §9.1) — straight from the database.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { materials, partCertificates, tempCertificates } from '../src/db/schema/index.js';

export function tempsOfMaterial(db: Db, materialId: number) {
  return db
    .select(getTableColumns(tempCertificates))
    .from(tempCertificates)
    .innerJoin(materials, eq(materials.partId, tempCertificates.partId))
    .where(eq(materials.id, materialId))
    .orderBy(tempCertificates.matchPercent, tempCertificates.id);
}

export function recordsOfMaterial(db: Db, materialId: number) {
  return db
    .select(getTableColumns(partCertificates))
    .from(partCertificates)
    .innerJoin(materials, eq(materials.partId, partCertificates.partId))
    .where(eq(materials.id, materialId))
    .orderBy(partCertificates.id);
}
