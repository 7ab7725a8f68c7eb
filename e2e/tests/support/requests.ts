/**
 * Requests helpers (DESIGN.md §9.7, §9.8): API shortcuts that prepare contacts and requests,
 * the supplier link read from a received mail, and the locators of the certificate contact
 * column, the request dialogs, the flag dialogs and the public supplier page.
 */
import { contactApi, manufacturerApi, requestApi } from '@partproof/shared';
import type { Page } from '@playwright/test';
import { callApi } from './api.js';
import { byAriaLabel } from './aria-label.js';
import type { ReceivedMail } from './mail.js';

/** The supplier link in a request mail (`PUBLIC_URL/supply/<43 characters>`). */
export function supplyLinkOf(mail: ReceivedMail): string {
  const link = mail.links.find((l) => /\/supply\/[A-Za-z0-9_-]{43}$/.test(l));
  if (!link) throw new Error(`no supplier link in ${mail.file}:\n${mail.text}`);
  return link;
}

/** The manufacturer of that name (the BOM import creates it with the part). */
export async function manufacturerIdViaApi(token: string, name: string): Promise<number> {
  const { data } = await callApi(
    manufacturerApi.list,
    { query: { search: name, size: 500 } },
    token,
  );
  const found = data.find((m) => m.name.toLowerCase() === name.toLowerCase());
  if (found) return found.id;
  const { result } = await callApi(manufacturerApi.create, { body: { name } }, token);
  return result.id;
}

export async function saveContactsViaApi(
  token: string,
  manufacturer: string,
  contacts: { label: string; email: string }[],
): Promise<void> {
  const id = await manufacturerIdViaApi(token, manufacturer);
  await callApi(contactApi.save, { params: { id }, body: { contacts } }, token);
}

export function sendRequestViaApi(
  token: string,
  body: { manufacturer: string; receiver: string; model: string; materialIds: number[] },
): Promise<{ requestId: number }> {
  const subject = `Request for RoHS / REACH declarations: ${body.manufacturer}`;
  return callApi(requestApi.send, { body: { ...body, subject } }, token);
}

// ---------------------------------------------------------------------------------------
// Locators
// ---------------------------------------------------------------------------------------

export function requestTools(page: Page, manufacturer: string, componentName: string) {
  return {
    email: page.getByRole('button', { name: `Email manufacturer ${componentName}`, exact: true }),
    contacts: page.getByRole('button', { name: `Contacts of ${manufacturer} (${componentName})` }),
    history: page.getByRole('button', {
      name: `Request history of ${manufacturer} (${componentName})`,
    }),
    latest: page.getByLabel(`Latest request ${componentName}`, { exact: true }),
  };
}

export function contactsDialog(page: Page, manufacturer: string) {
  const modal = page.getByRole('dialog', { name: `Contacts — ${manufacturer}` });
  return {
    modal,
    add: modal.getByRole('button', { name: 'Add contact' }),
    label: (n: number) => modal.getByRole('textbox', { name: `Label ${n}` }),
    email: (n: number) => modal.getByRole('textbox', { name: `Email ${n}` }),
    save: modal.getByRole('button', { name: 'Save', exact: true }),
  };
}

export function composeDialog(page: Page, manufacturer: string) {
  const compose = page.getByRole('dialog', { name: `Email manufacturer — ${manufacturer}` });
  const preview = page.getByRole('dialog', { name: `Preview — ${manufacturer}` });
  return {
    compose,
    receiver: compose.getByRole('combobox', { name: /^Receiver/ }),
    subject: compose.getByRole('textbox', { name: /^Subject/ }),
    model: compose.getByRole('textbox', { name: /^Part numbers/ }),
    note: compose.getByRole('textbox', { name: /^Note to the manufacturer/ }),
    previewButton: compose.getByRole('button', { name: 'Preview', exact: true }),
    preview,
    headers: preview.getByRole('table', { name: 'Mail headers' }),
    letter: preview.frameLocator('iframe[title="Letter"]'),
    send: preview.getByRole('button', { name: 'Send', exact: true }),
  };
}

export function historyDialog(page: Page, manufacturer: string) {
  const modal = page.getByRole('dialog', { name: `Request history — ${manufacturer}` });
  return {
    modal,
    row: (to: string) => modal.locator('tbody tr').filter({ hasText: to }),
    revoke: (to: string) =>
      modal
        .getByRole('button')
        .and(byAriaLabel(modal, { startsWith: `Revoke the request to ${to} ` })),
  };
}

export function supplierPage(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1 }),
    parts: page.getByRole('list', { name: 'Requested part numbers' }),
    files: page.locator('input[type="file"]'),
    send: page.getByRole('button', { name: 'Send files' }),
    received: page.getByRole('list', { name: 'Received files' }),
    alert: page.getByRole('alert'),
  };
}

export function flagTools(page: Page, componentName: string) {
  return {
    flag: page.getByRole('button', { name: `Flag ${componentName}`, exact: true }),
    badge: byAriaLabel(page, { startsWith: `Flagged ${componentName}` }),
    resolveBadge: page.getByRole('button', { name: `Flagged ${componentName}: resolve the flag` }),
    flagDialog: page.getByRole('dialog', { name: `Flag ${componentName}` }),
    confirm: page.getByRole('dialog', { name: 'Are You Sure?' }),
    resolveDialog: page.getByRole('dialog', { name: `Resolve the flag — ${componentName}` }),
  };
}
