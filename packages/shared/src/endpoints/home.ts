/** The work queue (DESIGN.md §10.4). Registered by apps/server/src/modules/home/. */
import { defineEndpoint } from '../endpoint.js';
import { HomeQueueQuerySchema, HomeQueueSchema, HomeSchema } from '../schemas/home.js';
import { z } from 'zod';

export const homeApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/home',
    query: z.strictObject({}),
    response: HomeSchema,
    description:
      'What waits: for staff one count per queue (products in review, candidates to approve, ' +
      'declarations in review, open flags, overdue requests, certificates ending in 30 and 90 ' +
      'days, exemptions ending); for customers each of their products with what it misses. Both ' +
      'get certificate and RoHS status per product and what ends per month over a year.',
    access: { can: 'signed-in', scope: 'own' },
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/home/queue',
    query: HomeQueueQuerySchema,
    response: HomeQueueSchema,
    description: "One staff count's items, oldest or soonest first, a page at a time.",
    access: { can: 'home.queue', scope: 'global' },
  }),
};
