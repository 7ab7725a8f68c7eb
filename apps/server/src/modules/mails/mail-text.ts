/**
 * Mails in the receiver's language (issue 22): English in the code, German from
 * mail-texts.de.ts for a receiver whose account says German (users.language). Unlike the
 * answers' messages, which are translated whole on the way out (lib/request-language.ts), a
 * mail is written line by line from templates, `{name}` standing for a value: the values —
 * a product's name, a reason a user typed — are never run through a catalogue.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@partproof/shared';
import { inLanguage } from '../../lib/request-language.js';
import { MAIL_TEXTS_DE } from './mail-texts.de.js';

export type MailValues = Readonly<Record<string, string | number>>;

/** A mail's template in the receiver's language, its `{name}`s filled in. */
export type MailText = (template: string, values?: MailValues) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

const CATALOGUES: Partial<Record<Language, Readonly<Record<string, string>>>> = {
  de: MAIL_TEXTS_DE,
};

/** The receiver's language as stored (null: never chosen), English when unknown. */
export function mailLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function mailText(language: Language): MailText {
  const catalogue = CATALOGUES[language];
  return (template, values = {}) =>
    (catalogue?.[template] ?? template).replace(PLACEHOLDER, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

/** A text of the shared catalogue (a status label, a law's reason) in the receiver's language. */
export function sharedText(language: Language, text: string): string {
  return inLanguage(language, text);
}
