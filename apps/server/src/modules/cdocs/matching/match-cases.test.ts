import { describe, expect, it } from 'vitest';
import { caseOutcome, expectedOutcome, parseTable } from './match-table.js';

// Real-looking materials against real-looking certificate records, one per line. The
// record models column is the raw model field (several models are split by the matcher);
// the format is match-table.ts's. 'similar'
// percents follow from pg_trgm similarities read from PostgreSQL (trigram.test.ts):
// round(40 + 50 × s).
const TABLE = `
manufacturer                | model              | record holder                            | record models                   | kind    | match | %
# exact, across punctuation, case, spaces, accents and manufacturer aliases
TDK                         | B32922C3104M       | TDK Electronics AG                       | B32922-C3104-M                  | exact   | yes   | 100
EPCOS                       | b32922c3104m       | TDK Electronics AG                       | B32922C3104M                    | exact   | yes   | 100
Würth Elektronik            | 7447709100         | Wurth Elektronik eiSos GmbH & Co. KG     | 7447709100                      | exact   | yes   | 100
Wuerth                      | 744235510          | WÜRTH ELEKTRONIK                         | 744 235 510                     | exact   | yes   | 100
Littelfuse Inc.             | 0215002.MXP        | LITTELFUSE                               | 0215002.MXP                     | exact   | yes   | 100
Omron                       | G5LE-1A DC24       | OMRON Corporation                        | G5LE-1A DC12; G5LE-1A DC24      | exact   | yes   | 100
Mean Well                   | LRS-100-24         | MEAN WELL Enterprises Co., Ltd.          | LRS-100-12, LRS-100-24          | exact   | yes   | 100
Phoenix Contact             | 1935174            | PHOENIX CONTACT GmbH & Co. KG            | 1935161 / 1935174               | exact   | yes   | 100
Phycomp                     | RC0603FR-07 10K    | YAGEO Corporation                        | RC0603FR-0710K                  | exact   | yes   | 100
Schurter                    | FST 5x20 T2,5A     | SCHURTER AG                              | FST 5x20 T3,15A; FST 5x20 T2,5A | exact   | yes   | 100
Panasonic                   | ECQ-U2A104ML       | Matsushita Electric Industrial Co., Ltd. | ECQU2A104ML                     | exact   | yes   | 100
Fairchild                   | FQP30N06L          | ON Semiconductor                         | FQP30N06L                       | exact   | yes   | 100
STMicroelectronics          | L7805CV            | ST                                       | L7805CV                         | exact   | yes   | 100
Bussmann                    | S501-1-R           | Eaton                                    | S501-1-R                        | exact   | yes   | 100
TE Connectivity             | RT114024           | Tyco Electronics                         | RT114024                        | exact   | yes   | 100
# series: wildcard patterns
TDK-EPC                     | B32922C3104M       | EPCOS AG                                 | B3292*                          | series  | yes   | 90
TDK                         | B32922-C3104-M     | EPCOS                                    | B32922C3*M                      | series  | yes   | 90
Arcotronics                 | R46KI3100JHM1M     | KEMET Electronics Corporation            | R46KI3*                         | series  | yes   | 90
Littelfuse                  | 0215002.MXP        | Littelfuse Inc                           | 0215*.MXP                       | series  | yes   | 90
Omron Electronic Components | G5LE-1A DC24       | Omron                                    | G5LE-1*                         | series  | yes   | 90
Traco                       | TMPS 10-105        | TRACO Electronic AG                      | TMPS 10-1??                     | series  | yes   | 90
Vishay Dale                 | CRCW0603100KFKEA   | Vishay Intertechnology, Inc.             | CRCW0603*                       | series  | yes   | 90
Potter & Brumfield          | RT114024           | TE Connectivity                          | RT1*                            | series  | yes   | 80
# series: one model is a prefix of the other
Littelfuse                  | 0215002.MXP        | Littelfuse                               | 0215002                         | series  | yes   | 85
Littelfuse                  | 0215002            | Littelfuse                               | 0215002.MXP                     | series  | yes   | 85
TI                          | UCC28180D          | Texas Instruments Incorporated           | UCC28180DR                      | series  | yes   | 85
Infineon Technologies       | IRF540NPBF         | International Rectifier                  | IRF540N                         | series  | yes   | 85
Yageo                       | RC0603FR-07 10K    | Yageo Corporation                        | RC0603FR-0710KL                 | series  | yes   | 85
# similar: near misses by a character or two
TDK                         | B32922C3104M       | TDK                                      | B32922C3104K                    | similar | yes   | 77
Würth                       | 7447709100         | Würth Elektronik                         | 7447709101                      | similar | yes   | 75
ST                          | L7805CV            | STMicroelectronics                       | L7805ACV                        | similar | yes   | 67
Omron                       | G5LE-1A4 DC12      | Omron                                    | G5LE-1A DC12; G5LE-1A DC24      | similar | yes   | 72
TDK                         | B32922C3104K       | TDK                                      | B32922C3*M                      | similar | yes   | 67
Murata                      | GRM188R71H104KA93D | Murata Manufacturing Co., Ltd.           | GRM188R71H104KA93B              | similar | yes   | 80
# not matched: other manufacturer, vague patterns, empty input
Vishay                      | B32922C3104M       | TDK Electronics                          | B32922C3104M                    | none    | no    | 25
Yageo                       | B32922C3104M       | EPCOS                                    | B3292*                          | none    | no    | 23
TDK-Lambda                  | HWS100-24          | TDK Electronics                          | HWS100-24                       | none    | no    | 25
Vishay                      | R46                | Vishay                                   | R*                              | none    | no    | 0–24
TDK                         | B32922C3104M       | TDK                                      | R*                              | none    | no    | 0
TDK                         | B32922C3104M       | TDK                                      | *                               | none    | no    | 0
TDK                         | B43501A5477M       | TDK                                      | B32922C3104M                    | none    | no    | 0–24
TDK                         | ∅                  | TDK                                      | B32922C3104M                    | none    | no    | 0
∅                           | B32922C3104M       | TDK                                      | B32922C3104M                    | none    | no    | 25
TDK                         | B32922C3104M       | TDK                                      | ∅                               | none    | no    | 0
TDK                         | B32922C3104M       | ∅                                        | B32922C3104M                    | none    | no    | 25
`;

const CASES = parseTable(TABLE);

describe('matchPercent on real-looking materials and certificate records', () => {
  it('has a table of at least 30 well-formed cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    for (const c of CASES) expect(c.percent.every(Number.isInteger)).toBe(true);
  });

  it.each(CASES)('$manufacturer $model vs $holder $models → $kind $percent', (c) => {
    expect(caseOutcome(c)).toMatchObject(expectedOutcome(c));
  });
});
