/**
 * The mail the daily sweep sends when parts of a product become 5 Soon outdated or 6 Outdated
 * (DESIGN.md §10.2: "when the law changes, say what it changes"): to each admin with RoHS
 * access, one mail per product per sweep, listing each component, from what to what and why.
 * A part is only listed on the sweep its status changed, so each change is mailed once.
 */
import { rohsStatusLabel } from '@partproof/shared';
import type { Config } from '../config.js';
import type { OutgoingMail } from '../modules/mails/mails.service.js';

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
  to: string,
  product: { id: number; name: string },
  components: readonly AgedComponent[],
): OutgoingMail {
  const lines = components.map(
    (c) =>
      `- ${c.internalReference} ${c.componentName} (${c.manufacturer}): ${rohsStatusLabel(c.from)} → ${rohsStatusLabel(c.to)}. ${c.reason}`,
  );
  const count = components.length === 1 ? '1 component' : `${components.length} components`;
  return {
    kind: 'rohs-aged',
    to,
    subject: `RoHS status changed: ${count} of ${product.name}`,
    text: [
      `${config.providerName}'s daily check found RoHS evidence of ${product.name} that is ending or has ended:`,
      '',
      ...lines,
      '',
      `Collect newer declarations, or send a request to the manufacturer: ${config.publicUrl}/products/${product.id}`,
    ].join('\n'),
  };
}
