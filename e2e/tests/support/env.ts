/** What global-setup.ts hands to the tests through process.env. */
export interface Credentials {
  email: string;
  password: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the suite must run through global-setup.ts`);
  return value;
}

export const e2eEnv = {
  get baseUrl(): string {
    return required('BASE_URL');
  },
  get mailDir(): string {
    return required('MAIL_DIR');
  },
  get admin(): Credentials {
    return { email: required('ADMIN_EMAIL'), password: required('ADMIN_PASSWORD') };
  },
};

/** A suffix that keeps every test's data apart on the one shared server. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function uniqueEmail(prefix: string): string {
  return `${unique(prefix)}@example.com`.toLowerCase();
}
