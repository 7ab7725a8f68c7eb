/**
 * A small client of the API over real HTTP (Node's fetch keeps connections alive), calling
 * endpoints by their shared definition as the web app does: path, method and input from the
 * contract, an upload's `{form, files}` written by `formDataOf`. The answer comes back with
 * its status whatever it is (the hard suites look at refusals too); a success's body is typed
 * by the definition.
 */
import {
  authApi,
  endpointRequest,
  type EndpointInput,
  type EndpointResult,
  type EndpointSpec,
} from '@partproof/shared';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export class ApiClient {
  constructor(
    readonly base: string,
    readonly authorization?: string,
  ) {}

  static async signIn(base: string, email: string, password: string): Promise<ApiClient> {
    const res = await new ApiClient(base).send(authApi.login, { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
    return new ApiClient(base, `Bearer ${res.body.accessToken}`);
  }

  async send<E extends EndpointSpec>(
    endpoint: E,
    input: EndpointInput<E>,
  ): Promise<Answer<EndpointResult<E>>> {
    const request = endpointRequest(endpoint, input);
    const headers: Record<string, string> = {};
    if (this.authorization) headers.authorization = this.authorization;
    if (request.json) headers['content-type'] = 'application/json';
    const url = `${this.base}${request.path}`;
    const res = await fetch(url, { method: endpoint.method, headers, body: request.body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a file): the text is the answer.
    }
    return { status: res.status, body: parsed as EndpointResult<E> };
  }
}

/** A file part as a browser sends it: its bytes, its name and its type. */
export function file(bytes: Buffer, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
