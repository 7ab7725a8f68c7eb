import { describe, expect, it } from 'vitest';
import { hostileXml } from '../../../test/hostile-files.js';
import { AppError } from '../../lib/app-error.js';
import { parseIpc1752a } from './ipc1752a-parse.js';
import { XML_CAPS, xmlShapeProblem } from './ipc1752a-shape.js';

const refusal = (xml: string) => {
  try {
    parseIpc1752a(xml);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
};

describe('IPC-1752A files past the caps (security issue 18)', () => {
  it('are refused with 413 and clear words before they are parsed', () => {
    const cases = [
      [hostileXml.attributes(300_000), /an element has more than 64 attributes$/],
      [hostileXml.elements(200_000), /it has more than 50,000 elements$/],
      [hostileXml.nested(100_000), /its elements nest more than 64 deep$/],
      [hostileXml.wide(100_000), /it has more than 50,000 elements$/],
    ] as const;
    for (const [xml, reason] of cases) {
      const refused = refusal(xml);
      expect(refused?.status).toBe(413);
      expect(refused?.message).toMatch(/^The file is not a readable IPC-1752A declaration: /);
      expect(refused?.message).toMatch(reason);
    }
  });

  it('counts attributes over all elements, and refuses a DOCTYPE (entities) with 400', () => {
    const many = `<MainDeclaration>${'<E a="1" b="2"/>'.repeat(50_001)}</MainDeclaration>`;
    expect(xmlShapeProblem(many, { ...XML_CAPS, elements: 1_000_000 })).toEqual({
      tooLarge: true,
      reason: 'it has more than 100,000 attributes',
    });
    const doctype = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><MainDeclaration/>';
    expect(refusal(doctype)).toEqual({
      status: 400,
      message:
        'The file is not a readable IPC-1752A declaration: it has a DOCTYPE, which IPC-1752A files do not use',
    });
  });

  it('follows comments, CDATA, instructions and quoted ">" without miscounting', () => {
    const xml =
      '<?xml version="1.0"?><!-- <a><b><c> --><R x="a>b" y=\'<=\'><![CDATA[<d><e>]]><S/></R>';
    expect(xmlShapeProblem(xml, { ...XML_CAPS, elements: 2, attributes: 2, depth: 1 })).toBeNull();
    expect(xmlShapeProblem(xml, { ...XML_CAPS, elements: 1 })?.reason).toBe(
      'it has more than 1 elements',
    );
  });

  it('a very wide file is read without recursion or spread that grows with it', () => {
    // Past the caps on purpose: the parse itself must hold at any width.
    const caps = { ...XML_CAPS, elements: 1_000_000, attributes: 1_000_000 };
    const document = parseIpc1752a(hostileXml.wide(200_000), caps);
    expect(document.exemptions).toEqual(['7(c)-I']);
  });
});
