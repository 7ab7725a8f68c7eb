/**
 * The mail every admin gets when a component is flagged (DESIGN.md §9.8): which product and
 * component, why, who flagged it, and the product page to resolve it on.
 */
import type { Config } from '../../config.js';
import type { OutgoingMail } from '../mails/mails.service.js';

export interface FlaggedComponent {
  productId: number;
  productName: string;
  internalReference: string;
  componentName: string;
  manufacturer: string;
}

export function materialFlagMail(
  config: Config,
  to: string,
  component: FlaggedComponent,
  reason: string,
  flaggedBy: { firstName: string; lastName: string; email: string },
): OutgoingMail {
  const who = `${flaggedBy.firstName} ${flaggedBy.lastName} (${flaggedBy.email})`;
  const name = `${component.internalReference} ${component.componentName} (${component.manufacturer})`;
  const text = [
    `${who} flagged a component to the admins.`,
    '',
    `Product: ${component.productName}`,
    `Component: ${name}`,
    '',
    'Reason:',
    reason,
    '',
    `The component shows 4 Flagged until an admin resolves the flag: ${config.publicUrl}/products/${component.productId}`,
  ].join('\n');
  return {
    kind: 'material-flag',
    to,
    subject: `Component flagged: ${component.internalReference} ${component.componentName} in ${component.productName}`,
    text,
  };
}
