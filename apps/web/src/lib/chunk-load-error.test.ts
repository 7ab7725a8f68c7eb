import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it("recognises each browser's failed dynamic import", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://partproof.test/assets/products-AbC123.js',
      'error loading dynamically imported module: https://partproof.test/assets/products-AbC123.js',
      'Importing a module script failed.',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves a crash of the screen itself alone', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
