/**
 * Vitest's order, with the real-document score first. That one file reads ~200 documents one
 * after the other (six minutes on one core); vitest's own order puts it wherever its size
 * or the last run's cache says, and in a fresh clone it started last, so the pass ended with
 * one core reading and the other idle for minutes. Started first, it reads while the other
 * worker runs the remaining files.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const FIRST = ['real-documents.test.ts'];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => FIRST.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}
