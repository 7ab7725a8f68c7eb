import { describe, expect, it } from 'vitest';
import { assessRisk, evidenceMeets } from './material-risk.js';
import { sameCompany } from './file-findings.js';

const line = (type: string, componentName: string, manufacturer: string) => ({
  type,
  componentName,
  manufacturer,
});

describe('the material risk of a BOM line (EN IEC 63000 §4.3)', () => {
  it('puts cables, connectors, batteries, solders and glass or ceramic parts high', () => {
    for (const [type, name] of [
      ['Cable', 'USB-C cable 1 m'],
      ['Connector', '43045-0212'],
      ['Pin header', 'Header 2x5'],
      ['Battery', 'CR2032'],
      ['Fuse', '0451002.MRL'],
      ['Crystal', 'ABM8-16.000MHZ'],
    ] as const) {
      expect(assessRisk(line(type, name, 'Anyone')), type).toMatchObject({
        risk: 'high',
        requiredEvidence: 'material-data',
      });
    }
  });

  it('puts SMD passives of a major maker low, the same part of another maker medium', () => {
    expect(assessRisk(line('Capacitor', 'GRM155R71C104KA88D', 'Murata Manufacturing')).risk).toBe(
      'low',
    );
    expect(assessRisk(line('RES', 'RC0603FR-0710KL', 'YAGEO')).risk).toBe('low');
    expect(assessRisk(line('Capacitor', 'CL05B104KO5NNNC', 'Fenghua Advanced')).risk).toBe(
      'medium',
    );
    expect(assessRisk(line('IC', 'TPS62160DSGR', 'Texas Instruments'))).toMatchObject({
      risk: 'medium',
      requiredEvidence: 'manufacturer-declaration',
    });
  });

  it('accepts the evidence each risk requires, and stronger, never weaker', () => {
    expect(evidenceMeets('distributor-document', 'supplier-declaration')).toBe(true);
    expect(evidenceMeets('datasheet', 'supplier-declaration')).toBe(false);
    expect(evidenceMeets('distributor-document', 'manufacturer-declaration')).toBe(false);
    expect(evidenceMeets('manufacturer-statement', 'manufacturer-declaration')).toBe(true);
    expect(evidenceMeets('manufacturer-statement', 'material-data')).toBe(false);
    expect(evidenceMeets('lab-report', 'material-data')).toBe(true);
    expect(evidenceMeets('full-material-declaration', 'material-data')).toBe(true);
  });
});

describe('the same company under another name', () => {
  it('sets legal forms and punctuation aside, and takes a name that holds the other', () => {
    expect(sameCompany('Littelfuse Inc.', 'Littelfuse')).toBe(true);
    expect(sameCompany('YAGEO Corporation', 'Yageo')).toBe(true);
    expect(sameCompany('Shenzhen Sunlord Electronics Co., Ltd.', 'Sunlord')).toBe(true);
    expect(sameCompany('LCSC Electronics', 'Sunlord')).toBe(false);
    expect(sameCompany('Co., Ltd.', 'Sunlord')).toBe(false);
  });
});
