/** One sample request of the authorisation matrix, and the two ways a sample is sent. */
import type { SampleRequest } from './endpoints.js';
import type { Caller, MatrixFixture, Side } from './matrix-fixture.js';

export interface SampleContext {
  fx: MatrixFixture;
  caller: Caller;
  /** The company whose record the request names: own for the plain case, else the other. */
  side: Side;
}

export interface Sample {
  /**
   * The request names a record of one company, so it is sent for the own and for the other
   * company. Lists, creates and calls without a record are sent once; their answers are
   * searched for the other company's data instead.
   */
  targeted?: true;
  build: (c: SampleContext) => SampleRequest | Promise<SampleRequest>;
}

export const targeted = (build: Sample['build']): Sample => ({ targeted: true, build });
export const once = (build: Sample['build']): Sample => ({ build });
