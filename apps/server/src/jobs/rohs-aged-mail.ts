/**
 * The mail the daily sweep sends when parts of a product become 5 Soon outdated or 6 Outdated
 * (DESIGN.md §10.2: "when the law changes, say what it changes"): to each admin with RoHS
 * access, one mail per product per sweep, listing each component, from what to what and why.
 * A part is only listed on the sweep its status changed, so each change is mailed once.
 */
import { rohsStatusLabel } from '@partproof/shared';
import type { Config } from '../config.js';
import type { OutgoingMail } from '../modules/mails/mails.service.js';
import { mailLanguage, mailText, sharedText } from '../modules/mails/mail-text.js';

export interface AgedComponent {
  internalReference: string;
  componentName: string;
  manufacturer: string;
  from: number;
  to: number;
  reason: string;
}

export function rohsAgedMail(
  config: Config,
  to: { email: string; language: string | null },
  product: { id: number; name: string },
  components: readonly AgedComponent[],
): OutgoingMail {
  const language = mailLanguage(to.language);
  const t = mailText(language);
  const label = (status: number) => sharedText(language, rohsStatusLabel(status));
  const lines = components.map(
    (c) =>
      `- ${c.internalReference} ${c.componentName} (${c.manufacturer}): ${label(c.from)} → ${label(c.to)}. ${sharedText(language, c.reason)}`,
  );
  const values = { count: components.length, product: product.name };
  return {
    kind: 'rohs-aged',
    to: to.email,
    subject:
      components.length === 1
        ? t('RoHS status changed: 1 component of {product}', values)
        : t('RoHS status changed: {count} components of {product}', values),
    text: [
      t("{provider}'s daily check found RoHS evidence of {product} that is ending or has ended:", {
        provider: config.providerName,
        product: product.name,
      }),
      '',
      ...lines,
      '',
      t('Collect newer declarations, or send a request to the manufacturer: {url}', {
        url: `${config.publicUrl}/products/${product.id}`,
      }),
    ].join('\n'),
  };
}
