/**
 * Refuses, before validation, requests whose body, query or path carries text the database
 * cannot store (lib/storable-text.ts). Upload forms are checked where they are read
 * (lib/multipart.ts).
 */
import type { FastifyInstance } from 'fastify';
import { assertStorableText } from '../lib/storable-text.js';

export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    assertStorableText(request.body, request.query, request.params);
    done();
  });
}
