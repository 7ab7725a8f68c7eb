/**
 * Every endpoint of the shared contract, named `group.name` (`productApi.delete`): the
 * exported `*Api` objects of packages/shared, as the OpenAPI test enumerates them. Both hard
 * suites walk this list, so a new endpoint is called by them the day it is defined.
 */
import * as contract from '@partproof/shared';
import { endpointPath, type EndpointSpec } from '@partproof/shared';

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

/** One request to an endpoint, before it becomes an `app.inject` call. */
export interface SampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** The JSON body (absent: none sent). */
  body?: unknown;
  /** The multipart form of an upload endpoint. */
  form?: FormData;
}

/** The URL of a request: path parameters filled in, query string appended. */
export function requestUrl(endpoint: EndpointSpec, request: SampleRequest): string {
  const path = `/api${endpointPath(endpoint.path, request.params)}`;
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}
