/**
 * `GET /product/{id}/technical-file` (DESIGN.md §10.3): the product's compliance matrix and
 * its findings. Every line's status is the one the product page shows (partFactsOf and
 * materialRohsStatus, as product/get); its evidence is the approved declarations covering its
 * part, the one that status rests on first; its risk is the risk table's in force
 * (risk-table.service.ts).
 */
import {
  assessRisk,
  BLOCKING_FINDINGS,
  decidingOrder,
  exemptionState,
  fileFindings,
  materialRohsStatus,
  requestIsOpen,
  type EeeCategory,
  type LineFacts,
  type MatrixLine,
  type RohsStatusId,
  type TechnicalFile,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { assertOpensProduct, findVisibleProduct } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { dayOf } from '../declarations/rohs-status.js';
import { exemptionsInForce } from '../declarations/exemption-tables.queries.js';
import { NO_PART_FACTS, partFactsOf } from '../parts/part-facts.queries.js';
import { approvedEvidence, matrixMaterials, type EvidenceRow } from './matrix.queries.js';
import { riskRulesInForce } from './risk-table.service.js';

/** The deciding declaration first, then in the order the status rules weigh them. */
function inOrder(evidence: EvidenceRow[], deciding: number | undefined): EvidenceRow[] {
  return [...evidence].sort(
    (a, b) => Number(b.id === deciding) - Number(a.id === deciding) || decidingOrder(a, b),
  );
}

export async function technicalFile(
  ctx: Ctx,
  actor: Actor,
  productId: number,
  now = new Date(),
): Promise<TechnicalFile> {
  const product = await findVisibleProduct(ctx.db, actor, productId);
  assertOpensProduct(actor, product);
  const category = product.eeeCategory as EeeCategory;
  const materials = await matrixMaterials(ctx.db, productId);
  const facts = await partFactsOf(ctx.db, { productId });
  const partIds = [...new Set(materials.flatMap((m) => (m.partId === null ? [] : [m.partId])))];
  const { byPart, decidingOf } = await approvedEvidence(ctx.db, partIds, category);
  const exemptions = await exemptionsInForce(ctx.db);
  const rules = await riskRulesInForce(ctx.db);
  const today = dayOf(now);

  const lines: MatrixLine[] = [];
  const lineFacts: LineFacts[] = [];
  for (const m of materials) {
    const fact = facts.get(m.id) ?? NO_PART_FACTS;
    const risk = assessRisk(m, rules);
    const evidence =
      m.partId === null ? [] : inOrder(byPart.get(m.partId) ?? [], decidingOf.get(m.partId));
    const shown = materialRohsStatus(
      { status: fact.rohs.status as RohsStatusId, reason: fact.rohs.reason, declarationId: null },
      { flagged: fact.flag !== null },
    );
    const request = fact.request && requestIsOpen(fact.request, now) ? fact.request : null;
    lines.push({
      materialId: m.id,
      internalReference: m.internalReference,
      designators: m.designators,
      componentName: m.componentName,
      quantity: m.quantity,
      manufacturer: m.manufacturer,
      alternativeOf: m.mainId !== null && m.mainId !== m.id ? m.mainId : null,
      dnp: m.dnp,
      risk: risk.risk,
      riskWhy: risk.why,
      requiredEvidence: risk.requiredEvidence,
      evidence: evidence.map((e) => ({
        declarationId: e.id,
        fileName: e.fileName,
        evidenceKind: e.evidenceKind,
        issuer: e.issuer,
        dateIssue: e.dateIssue,
        directives: e.directives,
        exemptions: e.exemptions.map((id) => ({
          id,
          expires: exemptionState(exemptions, id, today, category).expires,
        })),
      })),
      rohsStatus: shown.status,
      reason: shown.reason,
    });
    lineFacts.push({
      materialId: m.id,
      dnp: m.dnp,
      hasPart: m.partId !== null,
      manufacturer: m.manufacturer,
      risk,
      evidence,
      request: request && {
        sentAt: request.sentAt.toISOString(),
        to: request.to,
        expiresAt: request.expiresAt.toISOString(),
      },
    });
  }
  const findings = fileFindings(lineFacts, { today, exemptions, category }).map((f) => ({
    ...f,
    blocking: BLOCKING_FINDINGS.includes(f.kind),
  }));
  const blocked = new Set(findings.filter((f) => f.blocking).flatMap((f) => f.lines));
  return {
    product: { id: product.id, name: product.name, eeeCategory: category },
    lines,
    findings,
    complete: lines.filter((l) => !blocked.has(l.materialId)).length,
    total: lines.length,
  };
}
