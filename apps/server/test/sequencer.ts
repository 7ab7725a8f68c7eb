/**
 * Vitest's order, with the real-document score first. Its two files read ~110 documents each,
 * one after the other (five minutes each on one core); vitest's own order puts them wherever
 * their size or the last run's cache says, and in a fresh clone the score started last, so the
 * pass ended with one core reading and the other idle for minutes. Started first, one on each
 * worker, they read while the remaining files fill in after them.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const FIRST = ['real-documents-a.test.ts', 'real-documents-b.test.ts'];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => FIRST.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}
