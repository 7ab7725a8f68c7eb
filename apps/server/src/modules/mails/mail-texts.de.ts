/**
 * The German of every mail template (mail-text.ts): English template → German, with the same
 * `{placeholders}`. mail-texts.de.test.ts fails on a template the code uses that is missing
 * here, and on an entry whose placeholders differ.
 */
export const MAIL_TEXTS_DE: Readonly<Record<string, string>> = {
  // Shared by several mails.
  'Hello {name},': 'Hallo {name},',
  'Product: {product}': 'Produkt: {product}',
  'Component: {component}': 'Komponente: {component}',

  // A user's sign-in email was changed (users/email-changed-mail.ts).
  'Your PartProof sign-in email was changed': 'Ihre PartProof-Anmelde-E-Mail wurde geändert',
  'Your PartProof sign-in email was changed to {email}.':
    'Ihre PartProof-Anmelde-E-Mail wurde in {email} geändert.',
  'From now on you sign in with the new address; your sessions with the old one have ended.':
    'Ab jetzt melden Sie sich mit der neuen Adresse an; Ihre Sitzungen mit der alten wurden beendet.',
  'If this was not you, contact your administrator.':
    'Wenn Sie das nicht waren, wenden Sie sich an Ihre Administration.',

  // Password reset (auth/reset-links.ts).
  'Reset your PartProof password': 'Setzen Sie Ihr PartProof-Passwort zurück',
  'Someone asked to reset the password of your PartProof account.':
    'Jemand hat das Zurücksetzen des Passworts Ihres PartProof-Kontos angefordert.',
  'Open this link within {minutes} minutes to choose a new password:':
    'Öffnen Sie diesen Link innerhalb von {minutes} Minuten, um ein neues Passwort zu wählen:',
  'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.':
    'Der Link funktioniert einmal. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',

  // A component flagged to the admins (flags/flag-mail.ts).
  '{who} flagged a component to the admins.': '{who} hat eine Komponente an die Admins gemeldet.',
  'Reason:': 'Grund:',
  'The component shows 4 Flagged until an admin resolves the flag: {url}':
    'Die Komponente zeigt 4 Gemeldet, bis ein Admin die Meldung erledigt: {url}',
  'Component flagged: {component} in {product}': 'Komponente gemeldet: {component} in {product}',

  // A customer added a product or a component; a product is ready for review
  // (products/notifications.ts).
  '{who} of {company} added a product:': '{who} von {company} hat ein Produkt hinzugefügt:',
  '{who} of {company} added a component:': '{who} von {company} hat eine Komponente hinzugefügt:',
  'Open: {url}': 'Öffnen: {url}',
  'New product added: {item}': 'Neues Produkt hinzugefügt: {item}',
  'New component added: {item}': 'Neue Komponente hinzugefügt: {item}',
  'Certificate list ready for review: {product}': 'Zertifikatsliste zur Prüfung bereit: {product}',
  'The certificate list of "{product}" is ready for your review.':
    'Die Zertifikatsliste von „{product}“ ist bereit für Ihre Prüfung.',
  'Open it here: {url}': 'Hier öffnen: {url}',
  'Approve it there, or write to us if something is missing.':
    'Geben Sie sie dort frei oder schreiben Sie uns, wenn etwas fehlt.',

  // A supplier uploaded through a request's link (supply/supplier-upload-mail.ts).
  '{manufacturer} uploaded a document through the link of your request "{subject}":':
    '{manufacturer} hat über den Link Ihrer Anfrage „{subject}“ ein Dokument hochgeladen:',
  '{manufacturer} uploaded {count} documents through the link of your request "{subject}":':
    '{manufacturer} hat über den Link Ihrer Anfrage „{subject}“ {count} Dokumente hochgeladen:',
  'Part numbers of the request: {mpns}': 'Teilenummern der Anfrage: {mpns}',
  '(none listed)': '(keine angegeben)',
  'Each file is stored as a declaration in review. It covers the part numbers of the request that the document itself names (all of them when it says all products); one that names none covers nothing until you fill in its part numbers in the review.':
    'Jede Datei ist als Erklärung in Prüfung gespeichert. Sie deckt die Teilenummern der Anfrage ab, die das Dokument selbst nennt (alle, wenn es für alle Produkte gilt); eine Datei, die keine nennt, deckt nichts ab, bis Sie ihre Teilenummern in der Prüfung eintragen.',
  'Review: {url}': 'Prüfen: {url}',
  '{manufacturer} uploaded declarations for your request':
    '{manufacturer} hat Erklärungen zu Ihrer Anfrage hochgeladen',

  // An unanswered request, escalated to its sender (requests/reminder-mails.ts).
  'Your request to {manufacturer} ({to}) of {sent} has had no answer.':
    'Ihre Anfrage an {manufacturer} ({to}) vom {sent} wurde nicht beantwortet.',
  'The supplier was reminded on {reminded}.': 'Der Lieferant wurde am {reminded} erinnert.',
  'The supplier has not been reminded.': 'Der Lieferant wurde nicht erinnert.',
  'Its upload link is valid until {until} ({days} days).':
    'Ihr Upload-Link ist bis {until} gültig ({days} Tage).',
  'Part numbers:': 'Teilenummern:',
  'Please contact the manufacturer another way, or revoke the request.':
    'Bitte kontaktieren Sie den Hersteller auf anderem Weg oder widerrufen Sie die Anfrage.',
  'No answer from {manufacturer}: {subject}': 'Keine Antwort von {manufacturer}: {subject}',

  // The daily sweep found RoHS evidence ending (jobs/rohs-aged-mail.ts).
  'RoHS status changed: 1 component of {product}':
    'RoHS-Status geändert: 1 Komponente von {product}',
  'RoHS status changed: {count} components of {product}':
    'RoHS-Status geändert: {count} Komponenten von {product}',
  "{provider}'s daily check found RoHS evidence of {product} that is ending or has ended:":
    'Die tägliche Prüfung von {provider} hat RoHS-Nachweise von {product} gefunden, die ablaufen oder abgelaufen sind:',
  'Collect newer declarations, or send a request to the manufacturer: {url}':
    'Sammeln Sie neuere Erklärungen oder senden Sie eine Anfrage an den Hersteller: {url}',
};
