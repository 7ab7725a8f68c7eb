import { describe, expect, it } from 'vitest';
import { findCoverage, modelsText } from './find-coverage.js';
import type { PageText } from './reader-types.js';

const PARTS = [
  '74AHC1G125GW,125',
  '74HC595BQ,115',
  'FH34SRJ-14S-0.5SH(50)',
  'GRM188R61E225MA12D',
  'GRM188R71H104KA93D',
  'RC0603FR-0710KL',
  'RC0603FR-0710RL',
  'CDSOD323-T05C*',
].map((mpn) => ({ mpn }));

const read = (text: string, ocr = false) => {
  const pages: PageText[] = [{ page: 1, text, ocr }];
  const { coverage } = findCoverage(pages, PARTS);
  return { ...coverage, models: modelsText(coverage) };
};

/** A maker whose products are named, not numbered (open-hardware makers' own reports). */
const NAMED = ['CHESTER', 'GPS-LoRaWAN', 'Shell', 'Radio-Module'].map((mpn) => ({ mpn }));
const readNamed = (text: string) => findCoverage([{ page: 1, text, ocr: false }], NAMED).coverage;

describe('findCoverage', () => {
  it('reads a product named in a labelled field, without a digit or a space', () => {
    expect(readNamed('Sample Name: Data logger\nSample Model(s): CHESTER\n').mpns).toEqual([
      'CHESTER',
    ]);
    expect(readNamed('Tested Model: Shell').mpns).toEqual(['Shell']);
    expect(readNamed('Model No.:\tGPS-LoRaWAN').mpns).toEqual(['GPS-LoRaWAN']);
    expect(readNamed('Grove - Relay SKU:Radio-Module').mpns).toEqual(['Radio-Module']);
    // A cell that kept the label's colon is the name without it.
    expect(readNamed('Model\t: CHESTER').mpns).toEqual(['CHESTER']);
    // Not labelled, or not one of the maker's products: nothing.
    expect(readNamed('The Shell of the device is made of ABS.').mpns).toEqual([]);
    expect(readNamed('Model: Enclosure').mpns).toEqual([]);
  });

  it('reads a product line named "… Series" as a series', () => {
    const parts = ['TEN 8', 'A SERIES'].map((mpn) => ({ mpn }));
    const coverage = (text: string) =>
      findCoverage([{ page: 1, text, ocr: false }], parts).coverage;
    // A heading of one of the maker's parts with the word: that part's series.
    expect(coverage('DC/DC Converters\nTEN 8 Series, 8 Watt\n')).toMatchObject({
      scope: 'series',
      series: ['TEN 8'],
    });
    // A name that says "series" itself is one.
    expect(coverage('A SERIES\tRoHS compliant')).toMatchObject({
      scope: 'series',
      series: ['A SERIES'],
    });
    // The part alone is still the part.
    expect(coverage('Model: TEN 8\n')).toMatchObject({ scope: 'mpns', mpns: ['TEN 8'] });
  });

  it('reads "Model" with a word of its own before the colon', () => {
    const parts = ['A9', 'A38'].map((mpn) => ({ mpn }));
    const model = (text: string) =>
      findCoverage([{ page: 1, text, ocr: false }], parts).coverage.mpns;
    expect(model('Product: headset\nModel reference:A9\nthe headset described below')).toEqual([
      'A9',
    ]);
    expect(model('Model designation: A38')).toEqual(['A38']);
  });

  it('keeps the maker’s ordering code that a device name, not itself a part, would cover', () => {
    const coverage = findCoverage(
      [
        {
          page: 1,
          text: 'TMC6300 Datasheet\nOrder codes\nTMC6300-LA\tQFN20\nTMC6300-EVAL\tBoard\nTMC6300-BOB\tBreakout\nTMC6300-EVAL-KIT\tKit',
          ocr: false,
        },
      ],
      [{ mpn: 'TMC6300-LA' }],
    ).coverage;
    expect(coverage.scope).toBe('mpns');
    expect(coverage.mpns).toContain('TMC6300-LA');
  });

  it('reads the models a placeholder stands for ("STEMlab X; where X can be 125-10, 125-14")', () => {
    const parts = ['STEMlab 125-10', 'STEMlab 125-14', 'SDRlab 122-16', 'STEMlab 65-16'].map(
      (mpn) => ({ mpn }),
    );
    const mpns = (text: string) =>
      findCoverage([{ page: 1, text, ocr: false }], parts).coverage.mpns;
    expect(
      mpns('Models:\n-  STEMlab X; where X can be 125-10, 125-14,\n-  SDRlab X; where X is 122-16'),
    ).toEqual(['STEMlab 125-10', 'STEMlab 125-14', 'SDRlab 122-16']);
    expect(mpns('STEMlab X; where X is 125-14 and 65-16')).toEqual([
      'STEMlab 125-14',
      'STEMlab 65-16',
    ]);
  });

  it('keeps an ordering code written in a "Part No." field or a column headed by the model', () => {
    const parts = ['LTR-553ALS', 'LTR-553ALS-01', 'HPD16A', 'HPD16A_45_TCXO V1.1'].map((mpn) => ({
      mpn,
    }));
    const mpns = (text: string) =>
      findCoverage([{ page: 1, text, ocr: false }], parts).coverage.mpns;
    expect(mpns('The LTR-553ALS sensor\nPart No. : LTR-553ALS-01')).toEqual([
      'LTR-553ALS',
      'LTR-553ALS-01',
    ]);
    expect(mpns('HPD16A module\n订购信息\n模块型号\t工作频段\nHPD16A_45_TCXO V1.1\t400M')).toEqual([
      'HPD16A',
      'HPD16A_45_TCXO V1.1',
    ]);
    // Named in running text or an ordering table without a model column, the device covers
    // its ordering code.
    expect(mpns('HPD16A module\nOrdering Information\nLead-free\tHPD16A_45_TCXO V1.1')).toEqual([
      'HPD16A',
    ]);
    expect(mpns('The LTR-553ALS sensor, LTR-553ALS-01 in tape')).toEqual(['LTR-553ALS']);
    // A row whose first cell is the label, in English or German (a maker's product page).
    expect(mpns('LTR-553ALS Serie\nPart No.\tLTR-553ALS-01')).toEqual([
      'LTR-553ALS',
      'LTR-553ALS-01',
    ]);
    expect(mpns('LTR-553ALS Serie\nArtikelnummer\tLTR-553ALS-01\tCL-Nummer')).toEqual([
      'LTR-553ALS',
      'LTR-553ALS-01',
    ]);
  });

  it('takes no telephone number for a catalogue range', () => {
    const parts = [{ mpn: '3313J-1-502E' }];
    const cover = (text: string) => findCoverage([{ page: 1, text, ocr: false }], parts).coverage;
    expect(cover('Asia-Pacific: Tel: +886-2 2562-4117 • Email: asia@example.com').series).toEqual(
      [],
    );
    expect(cover('Trimmers 3300-3399 in stock').series).toEqual(['3300-3399']);
  });

  it('reads the field in a scan whose colon OCR lost or misread', () => {
    const scan = (text: string, ocr: boolean) =>
      findCoverage([{ page: 1, text, ocr }], [{ mpn: 'Board Model Infinity' }]).coverage.mpns;
    expect(scan('Model No.            © Board Model Infinity\nTrademark : Board', true)).toEqual([
      'Board Model Infinity',
    ]);
    // In a text layer a label's colon is always there.
    expect(scan('Model No.            © Board Model Infinity\nTrademark : Board', false)).toEqual(
      [],
    );
  });

  it('reads the field in the languages of EU declarations', () => {
    expect(
      readNamed('Produkt(e): Wandgerät\nModellname: GPS-LoRaWAN\nReferenznummer: 6286').mpns,
    ).toEqual(['GPS-LoRaWAN']);
    expect(readNamed('Nome del modello: CHESTER').mpns).toEqual(['CHESTER']);
    expect(readNamed('Modèle : Shell').mpns).toEqual(['Shell']);
    expect(readNamed('Typbezeichnung: CHESTER').mpns).toEqual(['CHESTER']);
    // A word that only starts like the label is no label: "Modellierung: Shell".
    expect(readNamed('Modellierung: Shell').mpns).toEqual([]);
  });

  it("reads parts written joined by a slash when each is one of the maker's parts", () => {
    const parts = ['LFST-001', 'LFST-002'].map((mpn) => ({ mpn }));
    const joined = (text: string) =>
      findCoverage([{ page: 1, text, ocr: false }], parts).coverage.mpns;
    expect(joined('Model No.\tLFST-001/LFST-002')).toEqual(['LFST-001', 'LFST-002']);
    expect(joined('Model No.\tLFST-001/LFST-009')).toEqual([]);
  });

  it('reads a name in a sentence up to its comma or bracket, and a name on a line of its own', () => {
    const letter = 'Sample name: CHESTER, Sample model:\nCHESTER) is copper alloy, the lead';
    expect(readNamed(letter).mpns).toEqual(['CHESTER']);
    const conformity = 'the product with following identification:\nGPS-LoRaWAN\nto which';
    expect(readNamed(conformity).mpns).toEqual(['GPS-LoRaWAN']);
    expect(readNamed('Product Name\tCHESTER\nProduct Use\tIoT').mpns).toEqual(['CHESTER']);
    // A word that is only the start of a part's number is not that part.
    expect(readNamed('Radio\nThe product is safe.').mpns).toEqual([]);
  });

  it('reads each item of a list written with commas', () => {
    const parts = ['EASY BOX', 'MUTE WEDGE', 'RTP22WS230V', 'Tranquil-S', 'PiKVM V4 Mini'].map(
      (mpn) => ({ mpn }),
    );
    const listed = (text: string) =>
      findCoverage([{ page: 1, text, ocr: false }], parts).coverage.mpns;
    expect(
      listed('Series models as below:\nEASY BOX,MUTE BOX,MUTE WEDGE,RTP22WS230V,Tranquil-S,'),
    ).toEqual(['EASY BOX', 'MUTE WEDGE', 'RTP22WS230V', 'Tranquil-S']);
    expect(listed('EASY BOX、MUTE WEDGE')).toEqual(['EASY BOX', 'MUTE WEDGE']);
    expect(listed('Model Number(s):\tPiKVM V3, PiKVM V4 Mini, PiKVM V4 Plus')).toEqual([
      'PiKVM V4 Mini',
    ]);
  });

  it('drops a colon glued to the front of a number', () => {
    expect(read('Devices :74HC595BQ').mpns).toEqual(['74HC595BQ']);
  });

  it('proposes "All" for a blanket statement', () => {
    expect(read('We declare that all our products comply with RoHS.')).toMatchObject({
      scope: 'all',
      models: 'All',
    });
    expect(read('All KYOCERA AVX products comply.').scope).toBe('all');
  });

  it('proposes "All except" with the excepted numbers and series', () => {
    expect(
      read('All products comply, except the following part numbers: TAJA106K016RNJ, TPS series.'),
    ).toMatchObject({
      scope: 'all-except',
      exclusions: ['TAJA106K016RNJ', 'TPS*'],
      models: 'All except: TAJA106K016RNJ; TPS*',
    });
  });

  it('reads "all products listed below" as a list, not a blanket statement', () => {
    expect(read('All products listed below comply:\n74HC595BQ\n74AHC1G125GW,125')).toMatchObject({
      scope: 'mpns',
      mpns: ['74HC595BQ', '74AHC1G125GW,125'],
    });
  });

  it('keeps a comma inside a part number and separates entries with semicolons', () => {
    expect(read('Products: 74AHC1G125GW,125, FH34SRJ-14S-0.5SH.').models).toBe(
      '74AHC1G125GW,125; FH34SRJ-14S-0.5SH',
    );
  });

  it('matches a listed number to a part with a packing suffix, never to a longer number', () => {
    expect(read('74HC595BQ and 74HC595 and GRM188R61E225MA').mpns).toEqual(['74HC595BQ']);
  });

  it('ignores numbers that are not parts of the maker', () => {
    expect(read('Directive 2011/65/EU, 6534 AB Nijmegen, PMEG3010EJ,115')).toMatchObject({
      scope: 'mpns',
      mpns: [],
      models: '',
    });
  });

  it('reads star patterns and "X series" as series covering known parts', () => {
    expect(read('the GRM188* capacitors and the RC0603 series, and XYZ99* parts')).toMatchObject({
      scope: 'series',
      series: ['GRM188*', 'RC0603*'],
      models: 'GRM188*; RC0603*',
    });
  });

  it('writes a literal star of a part number as \\*', () => {
    expect(read('CDSOD323-T05C* TVS diode')).toMatchObject({
      mpns: ['CDSOD323-T05C*'],
      series: [],
      models: 'CDSOD323-T05C\\*',
    });
  });

  it('reads a number misread by OCR as the maker’s stored number, when only one fits', () => {
    expect(read('RCO603FR-0710KL', true).mpns).toEqual(['RC0603FR-0710KL']);
    expect(read('RC0O603FR-0710KL', true).mpns).toEqual(['RC0603FR-0710KL']);
    // One edit from both RC0603FR-0710KL and RC0603FR-0710RL: a guess, not a reading.
    expect(read('RC0603FR-0710XL', true).mpns).toEqual([]);
    // Text-layer numbers are taken as written.
    expect(read('RCO603FR-0710KL', false).mpns).toEqual([]);
  });
});

/**
 * Star tokens are document text. As a RegExp each star is a `.*` that backtracks against
 * every part of the maker: before the shared glob matcher, these tokens did not finish
 * within the test's time.
 */
describe('findCoverage with star tokens a document makes up', () => {
  const MANY_STARS = `${'1*'.repeat(16)}B`;
  const STARS_AND_DASHES = `${'*-'.repeat(19)}1`;
  const coverageOf = (text: string, parts: string[], ocr = false) =>
    findCoverage(
      [{ page: 1, text, ocr }],
      parts.map((mpn) => ({ mpn })),
    ).coverage;

  it('matches a token of 16 stars and one of 19 against many parts, and finds the parts', () => {
    const parts = [
      ...Array.from({ length: 200 }, (_, i) => `${'1'.repeat(24)}-${i}`),
      ...Array.from({ length: 200 }, (_, i) => `${'A-'.repeat(24)}${i}X`),
      `${'1'.repeat(20)}B`,
      `${'7-'.repeat(20)}1`,
    ];
    expect(coverageOf(`Covered: ${MANY_STARS} and ${STARS_AND_DASHES}.`, parts)).toEqual({
      scope: 'series',
      series: [MANY_STARS, STARS_AND_DASHES],
      mpns: [],
      exclusions: [],
    });
  });

  it('proposes no series for star tokens that name no part, however many stars', () => {
    const parts = Array.from({ length: 40 }, (_, i) => `${'1'.repeat(30)}${i}`);
    const tokens = [`${'1*'.repeat(19)}B`, `${'*2'.repeat(19)}*`, `${'*-'.repeat(19)}1`];
    expect(coverageOf(tokens.join(' '), parts)).toMatchObject({ scope: 'mpns', series: [] });
  });

  it('tries only the first 200 distinct patterns of a document', () => {
    const filler = Array.from({ length: 200 }, (_, i) => `ZZ${i}*`).join(' ');
    const parts = ['GRM188R61E225MA12D'];
    expect(coverageOf(`GRM188* ${filler}`, parts).series).toEqual(['GRM188*']);
    expect(coverageOf(`${filler} GRM188*`, parts).series).toEqual([]);
    // A pattern written again is the one tried before, not a new one.
    expect(coverageOf(`${'ZZ1* '.repeat(500)} GRM188*`, parts).series).toEqual(['GRM188*']);
  });

  it('reads a maker or "our" as the subject of its products’ compliance as a blanket statement', () => {
    expect(read('ACME parts are in compliance with the RoHS directive.').scope).toBe('all');
    expect(read('Acme’s products meet the requirements below:\n1. RoHS').scope).toBe('all');
    expect(read('Our products comply with RoHS.').scope).toBe('all');
    expect(read('本公司产品均符合RoHS要求。').scope).toBe('all');
    expect(
      read('Acme designs and supplies products to customers that are in compliance with RoHS.')
        .scope,
    ).toBe('all');
    expect(
      read('We certify that all passive assemblies made by Acme are RoHS compliant.').scope,
    ).toBe('all');
  });

  it('does not read products that are some of them, or a handling note, as a blanket statement', () => {
    expect(read('Some products meet RoHS exemptions, see Appendix I.').scope).toBe('mpns');
    expect(read('These parts are compliant: 74HC595BQ').mpns).toEqual(['74HC595BQ']);
    expect(read('All devices must be stored in dry packs before reflow.').scope).toBe('mpns');
    expect(read('Applications: all kinds of toys, all household devices').scope).toBe('mpns');
  });

  it('proposes a series named by letters only when it is the maker’s', () => {
    expect(read('The GRM Series capacitors comply with RoHS.')).toMatchObject({
      scope: 'series',
      series: ['GRM*'],
    });
    expect(read('The XYZ Series and the grm series').series).toEqual([]);
  });

  it('proposes the series codes that start the rows of a table of series', () => {
    const table = 'Series\tTermination\tRoHS\nRC\tMatte Sn\tYES\nGRM\tNi/Sn\tYES\nXQ\tSn\tYES';
    expect(read(`${table}\nFH\tAu\tYES`)).toMatchObject({
      scope: 'series',
      series: ['RC*', 'GRM*', 'FH*'],
    });
    // Two rows that happen to start like parts are not a table of series.
    expect(read(table).series).toEqual([]);
  });

  it('proposes a catalogue range that covers a part of the maker', () => {
    const range = (text: string) =>
      findCoverage([{ page: 1, text, ocr: false }], [{ mpn: '4310-12A' }]).coverage;
    expect(range('Catalogue numbers 4300–4320')).toMatchObject({
      scope: 'series',
      series: ['4300–4320'],
    });
    expect(range('Catalogue numbers 4400–4420').series).toEqual([]);
    expect(range('Catalogue numbers 4320–4300').series).toEqual([]);
  });

  it('proposes a product named by a line of its own, and a number split at its dash', () => {
    const named = (text: string) =>
      findCoverage(
        [{ page: 1, text, ocr: false }],
        [{ mpn: 'Widget Board Mini' }, { mpn: 'AB-1234X' }],
      ).coverage.mpns;
    expect(named('the following product:\nWidget Board Mini\nis in conformity')).toEqual([
      'Widget Board Mini',
    ]);
    expect(named('PART NUMBER:\tAB -1234X\tREVISION: A')).toEqual(['AB-1234X']);
    expect(named('the Widget Board Mini X2 and AB - 99')).toEqual([]);
  });

  it('proposes a device as a series when its ordering codes, unknown to the maker, extend it', () => {
    const parts = ['W25Q128JV', 'SN74LVC2G04', 'SN74LVC2G04DBVR', 'SN74LVC2G04DCKR'].map((mpn) => ({
      mpn,
    }));
    const cover = (text: string) => findCoverage([{ page: 1, text, ocr: false }], parts).coverage;
    const ordering = 'W25Q128JV\nOrdering: W25Q128JVSIQ W25Q128JVPIQ W25Q128JVEIQ';
    expect(cover(ordering)).toMatchObject({ scope: 'series', series: ['W25Q128JV*'], mpns: [] });
    // Named in a labelled field, it is the family all the same.
    const spec = 'Product Name\tW25Q128JV\nW25Q128JVSIQ\tW25Q128JVPIQ\tW25Q128JVEIQ';
    expect(cover(spec)).toMatchObject({ scope: 'series', series: ['W25Q128JV*'] });
    // Two codes are no family; a slash-joined list is no code.
    expect(cover('W25Q128JV: W25Q128JVSIQ W25Q128JVPIQ W25Q128JV/JM/IM').mpns).toEqual([
      'W25Q128JV',
    ]);
    // A datasheet whose ordering codes are the maker's parts names those parts.
    const ti = 'SN74LVC2G04 SN74LVC2G04DBVR SN74LVC2G04DCKR SN74LVC2G04YZPR SN74LVC2G04DRLR';
    expect(cover(ti)).toMatchObject({ scope: 'mpns', series: [] });
    expect(cover(ti).mpns).toContain('SN74LVC2G04');
  });

  it('keeps the codes of a series’ members, and calls the whole a series', () => {
    const parts = ['RACM550-G', 'RACM550-24SG', 'RACM550-36SG', 'RAC05-05SK'].map((mpn) => ({
      mpn,
    }));
    const cover = (text: string) => findCoverage([{ page: 1, text, ocr: false }], parts).coverage;
    const table =
      'The RACM550 Series is designed for 300 W.\nRACM550-24SG (3)\t80-264\nRACM550-36SG\t(3)';
    expect(cover(table)).toMatchObject({
      scope: 'series',
      series: ['RACM550*'],
      mpns: ['RACM550-24SG', 'RACM550-36SG'],
    });
    // A number outside the series makes it a list of numbers.
    expect(cover(`${table}\nRAC05-05SK`).scope).toBe('mpns');
  });

  it('takes a number of three or four digits only when it is a part itself, never a year', () => {
    const parts = ['3313', '5301', '2011'].map((mpn) => ({ mpn }));
    const cover = (text: string) => findCoverage([{ page: 1, text, ocr: false }], parts).coverage;
    expect(
      cover('Grades 5301 and 5302 comply with Directive 2011/65/EU, page 3 of 2011').mpns,
    ).toEqual(['5301']);
    // With its ordering codes, the trimmer 3313 is a family.
    expect(cover('3313 - 3 mm Trimpot\n3313J-1\t3313S-1\t3313X-1')).toMatchObject({
      scope: 'series',
      series: ['3313*'],
    });
  });
});
