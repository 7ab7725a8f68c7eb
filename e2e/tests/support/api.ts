/**
 * API shortcuts for fixtures: they create the data a test starts from quickly. The
 * behaviour under test is always driven through the UI.
 */
import { e2eEnv, type Credentials } from './env.js';

export const ROLE = { admin: 1, user: 2, compliance: 3, engineer: 4 } as const;

export interface ApiUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: number;
  company: { id: number; name: string } | null;
  profileImage: string | null;
  isRoHSAllow: boolean;
  isTermsAccept: boolean;
}

export interface NewUser extends Credentials {
  id: number;
  firstName: string;
  lastName: string;
  role: number;
  companyId: number | null;
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${e2eEnv.baseUrl}/api${path}`, { method, headers, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiLogin({ email, password }: Credentials): Promise<string> {
  const { accessToken } = await call<{ accessToken: string }>('POST', '/user/login', {
    json: { email, password },
  });
  return accessToken;
}

export function adminToken(): Promise<string> {
  return apiLogin(e2eEnv.admin);
}

export function currentUserViaApi(token: string): Promise<ApiUser> {
  return call<ApiUser>('POST', '/user/checkAccessTokenAndGetUser', { token });
}

export async function createCompanyViaApi(
  token: string,
  name: string,
): Promise<{ id: number; name: string }> {
  const { result } = await call<{ result: { id: number; name: string } }>('POST', '/company', {
    token,
    json: { name },
  });
  return result;
}

export async function createUserViaApi(
  token: string,
  user: {
    email: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    role?: number;
    companyId?: number | null;
    isRoHSAllow?: boolean;
  },
): Promise<NewUser> {
  const created = {
    firstName: user.firstName ?? 'Test',
    lastName: user.lastName ?? 'User',
    email: user.email.toLowerCase(),
    password: user.password ?? 'Secret-pass-1',
    role: user.role ?? ROLE.user,
    companyId: user.companyId ?? null,
  };
  const { id } = await call<{ id: number }>('POST', '/user/registration', {
    token,
    json: { ...created, isRoHSAllow: user.isRoHSAllow ?? false },
  });
  return { id, ...created };
}

/** Marks the terms as accepted for the token's own user, so the modal does not appear. */
export async function acceptTermsViaApi(token: string): Promise<void> {
  const form = new FormData();
  form.append('isTermsAccept', 'true');
  await call('POST', '/user/update', { token, form });
}

/** A company with one user of `role` in it whose terms are already accepted. */
export async function createCompanyWithUser(
  role: number,
  names: { company: string; email: string; firstName?: string; lastName?: string },
): Promise<{ company: { id: number; name: string }; user: NewUser }> {
  const token = await adminToken();
  const company = await createCompanyViaApi(token, names.company);
  const user = await createUserViaApi(token, {
    email: names.email,
    firstName: names.firstName,
    lastName: names.lastName,
    role,
    companyId: company.id,
  });
  await acceptTermsViaApi(await apiLogin(user));
  return { company, user };
}

/** Any other API call a fixture needs (products, materials …), with the same error handling. */
export function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<T> {
  return call<T>(method, path, options);
}
