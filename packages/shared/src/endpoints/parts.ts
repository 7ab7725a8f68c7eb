/** Parts (DESIGN.md §9.1): the Components screen and a part's where-used list. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { IdSchema } from '../schemas/common.js';
import {
  ComponentListQuerySchema,
  ComponentListSchema,
  WhereUsedListSchema,
} from '../schemas/parts.js';

export const partApi = {
  components: defineEndpoint({
    method: 'POST',
    path: '/product/getAllComponents',
    body: ComponentListQuerySchema,
    response: ComponentListSchema,
    access: { can: 'signed-in', scope: 'company' },
  }),
  whereUsed: defineEndpoint({
    method: 'GET',
    path: '/part/:id/where-used',
    params: z.object({ id: IdSchema }),
    response: WhereUsedListSchema,
    description:
      'The products and components using a part, as far as the caller may see; 404 when ' +
      'the caller may see no use of it.',
    access: { can: 'part.whereUsed', scope: 'company' },
  }),
};
