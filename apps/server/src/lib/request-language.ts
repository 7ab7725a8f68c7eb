/**
 * The language of the texts a request gets back (issue 22): the first supported one its
 * Accept-Language names, English by default and when it names none. The server's texts stay
 * English in the code; German ones come from the shared catalogue on the way out, in the
 * error handler (plugins/errors.ts) and for a success's `message` (route.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  DEFAULT_LANGUAGE,
  pickLanguage,
  translate,
  type Catalogue,
  type Language,
} from '@partproof/shared';
// A subpath of its own: the web app loads the German catalogue only for German readers.
import { MESSAGES_DE } from '@partproof/shared/messages-de';

const CATALOGUES: Partial<Record<Language, Catalogue>> = { de: MESSAGES_DE };

export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(acceptedLanguages(request.headers['accept-language']));
}

export function inLanguage(language: Language, text: string): string {
  return translate(CATALOGUES, language, text);
}

/**
 * Tells caches that the answer depends on Accept-Language, keeping what Vary names already
 * (compression adds Accept-Encoding to it later).
 */
export function varyByLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (current === undefined ? [] : [current].flat())
    .flatMap((value) => String(value).split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-language')) return;
  void reply.header('Vary', [...names, 'Accept-Language'].join(', '));
}

function hasMessage(answer: unknown): answer is { message: string } {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as { message?: unknown }).message === 'string'
  );
}

/**
 * A JSON answer with the request's language in its top-level `message`: the text a success
 * shows as a toast ({result, message}, {message, id} …). Every answer schema with such a field
 * carries a user text there; nested texts and other fields are data and stay as they are.
 */
export function answerInLanguage<T>(request: FastifyRequest, reply: FastifyReply, answer: T): T {
  if (!hasMessage(answer)) return answer;
  varyByLanguage(reply);
  const language = requestLanguage(request);
  if (language === DEFAULT_LANGUAGE) return answer;
  return { ...answer, message: inLanguage(language, answer.message) };
}
