/**
 * What a revision changes since the previous one: the lines whose status or evidence moved
 * (and lines added to or taken out of the BOM), the findings opened and those closed. A
 * finding is the same finding when its kind and words are; its lines may differ.
 */
import type { FindingKind, TechnicalFile, TechnicalFileRevision } from '@partproof/shared';
import type { RevisionSnapshot } from '../../db/schema/index.js';

export function snapshotOf(file: TechnicalFile): RevisionSnapshot {
  return {
    lines: file.lines.map((l) => ({
      materialId: l.materialId,
      rohsStatus: l.rohsStatus,
      reason: l.reason,
      evidence: l.evidence.map((e) => e.declarationId),
    })),
    findings: file.findings.map((f) => ({ kind: f.kind, text: f.text, lines: f.lines })),
  };
}

type Line = RevisionSnapshot['lines'][number];
const lineKey = (l: Line) => JSON.stringify([l.rohsStatus, l.reason, l.evidence]);
const findingKey = (f: RevisionSnapshot['findings'][number]) => `${f.kind}\n${f.text}`;

export function revisionChanges(
  previous: RevisionSnapshot | null,
  next: RevisionSnapshot,
): TechnicalFileRevision['changes'] {
  const before = new Map((previous?.lines ?? []).map((l) => [l.materialId, lineKey(l)]));
  const after = new Map(next.lines.map((l) => [l.materialId, lineKey(l)]));
  const lines = [...new Set([...before.keys(), ...after.keys()])].filter(
    (id) => before.get(id) !== after.get(id),
  );
  const open = new Set((previous?.findings ?? []).map(findingKey));
  const now = new Set(next.findings.map(findingKey));
  const typed = (f: RevisionSnapshot['findings'][number]) => ({
    ...f,
    kind: f.kind as FindingKind,
  });
  return {
    lines: lines.sort((a, b) => a - b),
    findingsOpened: next.findings.filter((f) => !open.has(findingKey(f))).map(typed),
    findingsClosed: (previous?.findings ?? []).filter((f) => !now.has(findingKey(f))).map(typed),
  };
}
