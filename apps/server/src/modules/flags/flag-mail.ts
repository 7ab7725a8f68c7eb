/**
 * The mail every admin gets when a component is flagged (DESIGN.md §9.8): which product and
 * component, why, who flagged it, and the product page to resolve it on.
 */
import type { Config } from '../../config.js';
import type { OutgoingMail } from '../mails/mails.service.js';
import { mailLanguage, mailText } from '../mails/mail-text.js';

export interface FlaggedComponent {
  productId: number;
  productName: string;
  internalReference: string;
  componentName: string;
  manufacturer: string;
}

export function materialFlagMail(
  config: Config,
  to: { email: string; language: string | null },
  component: FlaggedComponent,
  reason: string,
  flaggedBy: { firstName: string; lastName: string; email: string },
): OutgoingMail {
  const t = mailText(mailLanguage(to.language));
  const who = `${flaggedBy.firstName} ${flaggedBy.lastName} (${flaggedBy.email})`;
  const name = `${component.internalReference} ${component.componentName} (${component.manufacturer})`;
  const text = [
    t('{who} flagged a component to the admins.', { who }),
    '',
    t('Product: {product}', { product: component.productName }),
    t('Component: {component}', { component: name }),
    '',
    t('Reason:'),
    reason,
    '',
    t('The component shows 4 Flagged until an admin resolves the flag: {url}', {
      url: `${config.publicUrl}/products/${component.productId}`,
    }),
  ].join('\n');
  return {
    kind: 'material-flag',
    to: to.email,
    subject: t('Component flagged: {component} in {product}', {
      component: `${component.internalReference} ${component.componentName}`,
      product: component.productName,
    }),
    text,
  };
}
