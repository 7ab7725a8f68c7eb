/**
 * Flags on components (spec §7 the scraper-host call flag-mail; DESIGN.md §9.8): flagging a
 * component to the admins, resolving its open flag. Registered by
 * apps/server/src/modules/flags/.
 */
import { defineEndpoint } from '../endpoint.js';
import { FlagMailSchema, FlagResolveSchema, FlagResultSchema } from '../schemas/flags.js';
import { MaterialSchema } from '../schemas/materials.js';

export const flagApi = {
  flag: defineEndpoint({
    method: 'POST',
    path: '/scrapers/product/flag-mail',
    body: FlagMailSchema,
    response: FlagResultSchema,
    status: 201,
    description:
      'Flags a component to the admins with a reason (after "Are You Sure?"): they are mailed, ' +
      'and it shows 4 Flagged until an admin resolves it. One open flag per component.',
    access: { can: 'material.flag', scope: 'company' },
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/material/flag/resolve',
    body: FlagResolveSchema,
    response: MaterialSchema,
    description: "Resolves a component's open flag with a note.",
    access: { can: 'material.resolveFlag', scope: 'company' },
  }),
};
