/** The one OCR engine's queue and deadlines (security issue 18, finding 11). */
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, OCR_LIMITS_MESSAGE, recognise, type OcrLane } from './ocr.js';
import { readDeclaration } from './read-declaration.js';

/** A white page with one word in large black letters. */
function page(word: string): Buffer {
  const canvas = createCanvas(800, 200);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = '64px sans-serif';
  context.fillText(word, 40, 120);
  return canvas.toBuffer('image/png');
}

const ample = 120_000;

afterAll(() => closeOcr());

describe('OCR', () => {
  it('reads a staff page before the supplier pages queued ahead of it', async () => {
    const done: string[] = [];
    const read = (label: string, lane: OcrLane) =>
      recognise(page(label), { lane, limitMs: ample }).then(() => done.push(label));
    // The first supplier page holds the engine; the others wait in their lanes.
    await Promise.all([
      read('SUPPLIER1', 'supplier'),
      read('SUPPLIER2', 'supplier'),
      read('SUPPLIER3', 'supplier'),
      read('STAFF', 'staff'),
    ]);
    expect(done).toEqual(['SUPPLIER1', 'STAFF', 'SUPPLIER2', 'SUPPLIER3']);
  });

  it('fails a page past its deadline with clear words; the next page gets a fresh engine', async () => {
    await expect(recognise(page('LATE'), { lane: 'supplier', limitMs: 1 })).rejects.toMatchObject({
      statusCode: 413,
      message: OCR_LIMITS_MESSAGE,
    });
    const next = await recognise(page('RECOVERED'), { lane: 'staff', limitMs: ample });
    expect(next.text).toMatch(/RECOVERED/);
  });

  it('holds a document to its OCR budget over all its pages', async () => {
    const reading = readDeclaration(
      { bytes: page('DECLARATION'), mime: 'image/png' },
      { manufacturers: [], partsOf: () => Promise.resolve(new Map()) },
      { today: '2025-01-15', ocr: { lane: 'supplier', documentMs: 1 } },
    );
    await expect(reading).rejects.toMatchObject({ statusCode: 413, message: OCR_LIMITS_MESSAGE });
  });
});
