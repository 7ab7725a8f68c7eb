/**
 * Every endpoint of the shared contract, named `group.name` (`productApi.delete`): the
 * exported `*Api` objects of packages/shared, as the OpenAPI test enumerates them. Both hard
 * suites walk this list, so a new endpoint is called by them the day it is defined.
 */
import * as contract from '@partproof/shared';
import type { EndpointSpec } from '@partproof/shared';

export interface NamedEndpoint {
  /** `group.name`, the key of the sample-request table. */
  key: string;
  endpoint: EndpointSpec;
}

export const ENDPOINTS: NamedEndpoint[] = Object.entries(contract)
  .filter(([group]) => group.endsWith('Api'))
  .flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, EndpointSpec>).map(([name, endpoint]) => ({
      key: `${group}.${name}`,
      endpoint,
    })),
  );

/**
 * One request to an endpoint, as a client passes it to the endpoint's definition
 * (`send` in test/call.ts): an upload's field values and files are written into its
 * multipart form by `formDataOf`, as the web app writes them.
 */
export interface SampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** The JSON body (absent: a POST sends {}). */
  body?: unknown;
  /** An upload's field values. */
  form?: Record<string, unknown>;
  /** An upload's files. */
  files?: File[];
}
