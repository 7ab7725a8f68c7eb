/**
 * The German catalogue of the texts users get from the server (issue 22): error messages and
 * their `details`, and the `message` of successful answers; and of the shared label tables the
 * web app draws (labels.ts). English is the key and stays the code's and the tests' language;
 * the handler translates on the way out (apps/server/src/plugins/errors.ts). Split by area,
 * merged here in an order that matters: the catalogue tries its `{placeholder}` patterns in
 * turn, so the areas with the catch-all patterns ("{finding} ({count} lines)", "{component}
 * is made by {manufacturer}") come last.
 */
import { LABELS_DE } from './messages-de/labels.js';
import { SERVER_TEXTS_DE } from './messages-de/server-texts.js';
import { SERVER_UPLOADS_DE } from './messages-de/server-uploads.js';
import { SHARED_TEXTS_DE } from './messages-de/shared-texts.js';
import type { Catalogue } from './translate.js';

export const MESSAGES_DE: Catalogue = {
  ...SHARED_TEXTS_DE,
  ...LABELS_DE,
  ...SERVER_UPLOADS_DE,
  ...SERVER_TEXTS_DE,
};

/** The areas one by one, for the test that no English text is given two translations. */
export const MESSAGE_AREAS_DE: readonly Catalogue[] = [
  SHARED_TEXTS_DE,
  LABELS_DE,
  SERVER_UPLOADS_DE,
  SERVER_TEXTS_DE,
];
