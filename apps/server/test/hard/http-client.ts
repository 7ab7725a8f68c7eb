/** A small client of the API over real HTTP (Node's fetch keeps connections alive). */
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
    const res = await new ApiClient(base).call<{ accessToken: string }>('POST', '/api/user/login', {
      email,
      password,
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
    return new ApiClient(base, `Bearer ${res.body.accessToken}`);
  }

  /** JSON in, JSON (or text) out; a FormData body goes as multipart. */
  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (this.authorization) headers.authorization = this.authorization;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.base}${path}`, { method, headers, body: payload });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a file): the text is the answer.
    }
    return { status: res.status, body: parsed as T };
  }

  post<T = unknown>(path: string, body: unknown = {}) {
    return this.call<T>('POST', path, body);
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }
}

/** A multipart body with one file. */
export function fileForm(
  field: string,
  bytes: Buffer,
  name: string,
  type: string,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
