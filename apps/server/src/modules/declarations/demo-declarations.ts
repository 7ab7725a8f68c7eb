/**
 * The demo product's declarations (demo data): a current blanket statement (approved), an
 * old series letter citing only 2002/95/EC (approved, so Outdated with its reason), an
 * IPC-1752A declaration relying on an exemption (in review) and a REACH statement (in
 * review) — every kind of state the RoHS dialog shows, linked as Fetch would link them.
 */
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { defaultEvidenceKind, type DeclarationKind } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { declarationFiles, declarations, materials } from '../../db/schema/index.js';
import { saveFile } from '../../lib/storage.js';
import { parseIpc1752a } from './ipc1752a-parse.js';
import { exemptionsInForce } from './exemption-tables.queries.js';
import { ipc1752aVerdict } from './ipc1752a-verdict.js';
import { linkParts } from './link-parts.js';
import { recomputeParts, statusContext } from './rohs-status.js';
import { manufacturerIdByName } from './manufacturer-id.js';

function statementPdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 64,
      info: { Title: lines[0] ?? 'Statement' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text(lines[0] ?? '', { paragraphGap: 12 });
    doc.fontSize(11);
    for (const line of lines.slice(1)) doc.text(line, { paragraphGap: 6 });
    doc.end();
  });
}

const IPC_1752A = `<?xml version="1.0" encoding="UTF-8"?>
<MainDeclaration xmlns="http://webstds.ipc.org/175x/2.0" version="2.0">
  <BusinessInfo><Response date="2024-04-18"><SupplyCompany name="Würth Elektronik"/></Response></BusinessInfo>
  <Product unitType="Each">
    <ProductID itemName="Transformer" itemNumber="7491182012"><Amount value="42" UOM="g"/></ProductID>
    <MaterialInfo><HomogeneousMaterialList>
      <HomogeneousMaterial name="Ferrite core"><Amount value="30" UOM="g"/>
        <SubstanceCategoryList><SubstanceCategory name="Declared">
          <Substance name="Manganese zinc ferrite"><SubstanceID identity="68186-94-0" authority="CAS"/><Amount value="30" UOM="g"/></Substance>
        </SubstanceCategory></SubstanceCategoryList>
      </HomogeneousMaterial>
      <HomogeneousMaterial name="Terminal solder"><Amount value="200" UOM="mg"/>
        <SubstanceCategoryList><SubstanceCategory name="Declared">
          <Substance name="Tin"><SubstanceID identity="7440-31-5" authority="CAS"/><Amount value="20" UOM="mg"/></Substance>
          <Substance name="Lead"><SubstanceID identity="7439-92-1" authority="CAS"/><Amount value="180" UOM="mg"/><Exemption identity="7(a)" authority="EU RoHS"/></Substance>
        </SubstanceCategory></SubstanceCategoryList>
      </HomogeneousMaterial>
    </HomogeneousMaterialList></MaterialInfo>
  </Product>
</MainDeclaration>
`;

interface DemoDeclaration {
  kind: DeclarationKind;
  manufacturer: string;
  scope: 'all' | 'series' | 'mpns';
  series?: string[];
  mpns?: string[];
  dateIssue: string;
  directives: string[];
  exemptions?: string[];
  candidateListDate?: string;
  reviewState: 'approved' | 'in-review';
  file: { name: string; mime: string; bytes: () => Promise<Buffer> };
}

const DEMO: DemoDeclaration[] = [
  {
    kind: 'RoHS',
    manufacturer: 'Littelfuse',
    scope: 'all',
    dateIssue: '2024-03-15',
    directives: ['2011/65/EU', '(EU) 2015/863'],
    reviewState: 'approved',
    file: {
      name: 'littelfuse-rohs-statement.pdf',
      mime: 'application/pdf',
      bytes: () =>
        statementPdf([
          'RoHS Compliance Statement',
          'Littelfuse, Inc., Chicago, IL',
          'Date: March 15, 2024',
          'We declare that all Littelfuse products identified as RoHS compliant meet Directive 2011/65/EU as amended by (EU) 2015/863.',
        ]),
    },
  },
  {
    kind: 'RoHS',
    manufacturer: 'Murata',
    scope: 'series',
    series: ['GRM188*'],
    dateIssue: '2012-05-10',
    directives: ['2002/95/EC'],
    reviewState: 'approved',
    file: {
      name: 'murata-grm-rohs-2012.pdf',
      mime: 'application/pdf',
      bytes: () =>
        statementPdf([
          'Declaration of RoHS compliance',
          'Murata Manufacturing Co., Ltd.',
          'Date of issue: 10 May 2012',
          'The GRM188 series complies with Directive 2002/95/EC.',
        ]),
    },
  },
  {
    kind: 'IPC-1752A',
    manufacturer: 'Würth Elektronik',
    scope: 'mpns',
    mpns: ['7491182012'],
    dateIssue: '2024-04-18',
    directives: ['(EU) 2015/863'],
    exemptions: ['7(a)'],
    reviewState: 'in-review',
    file: {
      name: '7491182012-ipc1752a.xml',
      mime: 'application/xml',
      bytes: () => Promise.resolve(Buffer.from(IPC_1752A)),
    },
  },
  {
    kind: 'REACH',
    manufacturer: 'Yageo',
    scope: 'series',
    series: ['RC0603*'],
    dateIssue: '2023-07-03',
    directives: ['1907/2006'],
    candidateListDate: '2023-06-14',
    reviewState: 'in-review',
    file: {
      name: 'yageo-reach-svhc.pdf',
      mime: 'application/pdf',
      bytes: () =>
        statementPdf([
          'REACH SVHC Declaration',
          'YAGEO Corporation',
          'Date: 2023-07-03',
          'RC0603 series chip resistors contain no substance of the candidate list of 14 June 2023 (235 entries) above 0.1 % w/w.',
        ]),
    },
  },
];

export async function createDemoDeclarations(db: Db, ctx: Ctx, productId: number): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const day = { today, exemptions: await exemptionsInForce(db) };
  for (const demo of DEMO) {
    const bytes = await demo.file.bytes();
    const verdict =
      demo.kind === 'IPC-1752A' ? ipc1752aVerdict(parseIpc1752a(bytes), null, day) : null;
    const [row] = await db
      .insert(declarations)
      .values({
        manufacturerId: await manufacturerIdByName(db, demo.manufacturer),
        kind: demo.kind,
        evidenceKind: defaultEvidenceKind(demo.kind, null),
        scope: demo.scope,
        series: demo.series ?? [],
        mpns: demo.mpns ?? [],
        dateIssue: demo.dateIssue,
        dateCollection: today,
        directives: demo.directives,
        exemptions: demo.exemptions ?? [],
        candidateListDate: demo.candidateListDate ?? null,
        reviewState: demo.reviewState,
        reviewedAt: demo.reviewState === 'approved' ? new Date() : null,
        verdict,
      })
      .returning({ id: declarations.id });
    if (!row) continue;
    const fileId = await saveFile(db, ctx, {
      bytes,
      originalName: demo.file.name,
      mime: demo.file.mime,
      kind: 'declaration',
      uploadedBy: null,
    });
    await db.insert(declarationFiles).values({ declarationId: row.id, fileId });
  }
  const used = await db
    .select({ partId: materials.partId })
    .from(materials)
    .where(eq(materials.productId, productId));
  const partIds = used.flatMap((u) => (u.partId === null ? [] : [u.partId]));
  await linkParts(db, partIds);
  await recomputeParts(db, await statusContext(db, ctx.config), partIds);
}
