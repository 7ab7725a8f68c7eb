/**
 * API shortcuts for fixtures: they create the data a test starts from quickly. The
 * behaviour under test is always driven through the UI.
 */
import {
  authApi,
  companyApi,
  endpointRequest,
  userApi,
  type EndpointInput,
  type EndpointResult,
  type EndpointSpec,
  type User,
} from '@partproof/shared';
import { e2eEnv, type Credentials } from './env.js';

export const ROLE = { admin: 1, user: 2, compliance: 3, engineer: 4 } as const;

/** The roles an admin registers (admins are created with `npm run admin`). */
type CustomerRole = Exclude<(typeof ROLE)[keyof typeof ROLE], typeof ROLE.admin>;

export interface NewUser extends Credentials {
  id: number;
  firstName: string;
  lastName: string;
  role: CustomerRole;
  companyId: number | null;
}

/**
 * Calls an endpoint by its shared definition (packages/shared), as the web app's `call()`
 * does: path, method and input from the contract, an upload's form written by `formDataOf`,
 * the answer parsed by the endpoint's response schema. Anything but the success status throws
 * with the status and body ("… answered 404: …").
 */
export async function callApi<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  token?: string,
): Promise<EndpointResult<E>> {
  const request = endpointRequest(endpoint, input);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.json) headers['Content-Type'] = 'application/json';
  const url = new URL(`${e2eEnv.baseUrl}${request.path}`);
  const res = await fetch(url, { method: endpoint.method, headers, body: request.body });
  const text = await res.text();
  if (res.status !== (endpoint.status ?? 200))
    throw new Error(`${endpoint.method} ${url.pathname} answered ${res.status}: ${text}`);
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  return (endpoint.response ? endpoint.response.parse(parsed) : parsed) as EndpointResult<E>;
}

export async function apiLogin({ email, password }: Credentials): Promise<string> {
  const { accessToken } = await callApi(authApi.login, { body: { email, password } });
  return accessToken;
}

export function adminToken(): Promise<string> {
  return apiLogin(e2eEnv.admin);
}

export function currentUserViaApi(token: string): Promise<User> {
  return callApi(authApi.currentUser, {}, token);
}

export async function createCompanyViaApi(
  token: string,
  name: string,
): Promise<{ id: number; name: string }> {
  const { result } = await callApi(companyApi.create, { body: { name } }, token);
  return result;
}

export async function createUserViaApi(
  token: string,
  user: {
    email: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    role?: CustomerRole;
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
  const { id } = await callApi(
    userApi.register,
    { body: { ...created, isRoHSAllow: user.isRoHSAllow ?? false } },
    token,
  );
  return { id, ...created };
}

/** Marks the terms as accepted for the token's own user, so the modal does not appear. */
export async function acceptTermsViaApi(token: string): Promise<void> {
  await callApi(userApi.updateProfile, { form: { isTermsAccept: true } }, token);
}

/** A company with one user of `role` in it whose terms are already accepted. */
export async function createCompanyWithUser(
  role: CustomerRole,
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
