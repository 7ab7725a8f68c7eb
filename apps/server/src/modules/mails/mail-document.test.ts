import { describe, expect, it } from 'vitest';
import { mailBody, mailDocument } from './mail-document.js';

describe('a mail as one HTML document', () => {
  it('names its language and has the subject as its title, escaped', () => {
    const html = mailDocument('<p>Hallo</p>', 'Keine Antwort von <Murata>', 'de');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="de">\n<head>/);
    expect(html).toContain('<title>Keine Antwort von &lt;Murata&gt;</title>');
    expect(html).toContain('<body>\n<p>Hallo</p>\n</body>');
  });

  it('is English unless told, and leaves a whole document as it is', () => {
    const html = mailDocument('<p>Dear Sir or Madam,</p>', 'Request');
    expect(html).toContain('<html lang="en">');
    expect(mailDocument(html, 'Another subject', 'de')).toBe(html);
  });

  it('gives back the body it wrapped; a fragment stored before stays as it is', () => {
    expect(mailBody(mailDocument('<p>One</p>\n<p>Two</p>', 'S'))).toBe('<p>One</p>\n<p>Two</p>');
    expect(mailBody('<p>Old letter</p>')).toBe('<p>Old letter</p>');
  });
});
