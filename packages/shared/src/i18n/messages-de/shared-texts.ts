/**
 * German for the texts of packages/shared: the message tables (MSG, CERT_MSG, REQUEST_MSG,
 * ROHS_MSG, SEARCH_MSG) and the validation messages of the zod schemas. The keys are the
 * English texts as written there, so a changed English text fails messages.de.test.ts
 * instead of keeping a stale translation.
 */
import type { Catalogue } from '../translate.js';

/** MSG (constants/messages.ts): the spec's texts, its quirks not carried into German. */
const MSG_DE: Catalogue = {
  'Sign in to your account': 'Melden Sie sich bei Ihrem Konto an',
  'Invalid email': 'Ungültige E-Mail-Adresse',
  'Email is required': 'E-Mail-Adresse ist erforderlich',
  'password is required': 'Passwort ist erforderlich',
  'Confirm password is required': 'Passwortbestätigung ist erforderlich',
  'Password not match': 'Die Passwörter stimmen nicht überein',
  'Password length must be greater than  eight character':
    'Das Passwort muss mindestens acht Zeichen lang sein',
  Required: 'Pflichtfeld',
  'Select Company': 'Unternehmen auswählen',
  'Please select a company': 'Bitte wählen Sie ein Unternehmen aus',
  'Company name required': 'Unternehmensname erforderlich',
  'customer created': 'Kunde angelegt',
  'Check your e-mail to reset password':
    'Prüfen Sie Ihr E-Mail-Postfach, um das Passwort zurückzusetzen',
  'Invalid email or password': 'E-Mail-Adresse oder Passwort ist falsch',
  'Email already registered': 'Diese E-Mail-Adresse ist bereits registriert',
  'You do not have permission': 'Dafür haben Sie keine Berechtigung',
  'User updated successfully.': 'Benutzer erfolgreich aktualisiert.',
  'Page not found': 'Seite nicht gefunden',
  Error: 'Fehler',
  'Password has been reset': 'Das Passwort wurde zurückgesetzt',
  'This reset link is invalid or has expired':
    'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen',
  'Company created': 'Unternehmen angelegt',
  'A company with this name already exists': 'Ein Unternehmen mit diesem Namen existiert bereits',
  'Too many attempts, please try again later':
    'Zu viele Versuche, bitte versuchen Sie es später erneut',
  'Your session has expired, please sign in again':
    'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an',
  'Signed out': 'Abgemeldet',
  'This account is disabled.': 'Dieses Konto ist deaktiviert.',
  'User disabled': 'Benutzer deaktiviert',
  'User enabled': 'Benutzer aktiviert',
  'User removed': 'Benutzer entfernt',
  'No products found': 'Keine Produkte gefunden',
  'Name is required': 'Name ist erforderlich',
  'Type is required': 'Typ ist erforderlich',
  'Standard is required': 'Norm ist erforderlich',
  'Markets is required': 'Märkte sind erforderlich',
  'Status is required': 'Status ist erforderlich',
  'Manufacturer field is required': 'Hersteller ist erforderlich',
  'Product added': 'Produkt hinzugefügt',
  'Product deleted successfully': 'Produkt erfolgreich gelöscht',
  'Product not delete please try again.':
    'Das Produkt wurde nicht gelöscht, bitte versuchen Sie es erneut.',
  'File not Found': 'Datei nicht gefunden',
  'Product status update successfully': 'Produktstatus erfolgreich aktualisiert',
  'Please upload a file': 'Bitte laden Sie eine Datei hoch',
  'Something went wrong': 'Etwas ist schiefgelaufen',
  'Material created!': 'Bauteil angelegt!',
  'Selected materials deleted': 'Ausgewählte Bauteile gelöscht',
  'Downloading!': 'Download läuft!',
  'Write Something to Search': 'Geben Sie einen Suchbegriff ein',
  'Success!': 'Erfolgreich!',
  'No Component Found': 'Kein Bauteil gefunden',
  'Are you sure want to delete this product?': 'Möchten Sie dieses Produkt wirklich löschen?',
  'Your trial has ended. Please contact PartProof to continue.':
    'Ihre Testphase ist abgelaufen. Bitte wenden Sie sich an PartProof, um fortzufahren.',
  'The trial allows at most {limit} components per company.':
    'In der Testphase sind höchstens {limit} Bauteile pro Unternehmen möglich.',
  'The trial allows at most {limit} components per user.':
    'In der Testphase sind höchstens {limit} Bauteile pro Benutzer möglich.',
  'This product is still pending review': 'Dieses Produkt wartet noch auf die Prüfung',
};

/** CERT_MSG, REQUEST_MSG, ROHS_MSG and SEARCH_MSG (schemas/*.ts), less MSG's texts. */
const AREA_MSG_DE: Catalogue = {
  'Please enter a manufacturer name.': 'Bitte geben Sie einen Herstellernamen ein.',
  'Manufacturer created': 'Hersteller angelegt',
  'A manufacturer with this name already exists':
    'Ein Hersteller mit diesem Namen existiert bereits',
  'Select Manufacturer': 'Hersteller auswählen',
  'No Certificates Available!': 'Keine Zertifikate verfügbar!',
  'This component has no manufacturer part number: enter one before reviewing certificates':
    'Dieses Bauteil hat keine Herstellerteilenummer: Geben Sie eine ein, bevor Sie Zertifikate prüfen',
  'No Certificates found!': 'Keine Zertifikate gefunden!',
  'Certificates approved': 'Zertifikate freigegeben',
  'Certificate added': 'Zertifikat hinzugefügt',
  'This certificate is already a record of the component':
    'Dieses Zertifikat ist dem Bauteil bereits zugeordnet',
  'Certificate removed': 'Zertifikat entfernt',
  'Certificate saved': 'Zertifikat gespeichert',
  'A certificate with this certifying body and reference number already exists':
    'Ein Zertifikat mit dieser Zertifizierungsstelle und Referenznummer existiert bereits',
  'Temporary certificate not found': 'Vorläufiges Zertifikat nicht gefunden',
  'Certificate not found': 'Zertifikat nicht gefunden',
  'Upload the certificate as a PDF file': 'Laden Sie das Zertifikat als PDF-Datei hoch',
  'Upload the certificate export as an .xlsx workbook or a CSV file':
    'Laden Sie den Zertifikatsexport als .xlsx-Arbeitsmappe oder CSV-Datei hoch',

  'Mails Sent Successfully!': 'E-Mails erfolgreich gesendet!',
  'Something Went Wrong!': 'Etwas ist schiefgelaufen!',
  'No contact address for this manufacturer':
    'Für diesen Hersteller ist keine Kontaktadresse hinterlegt',
  'Every component of this product has an approved declaration':
    'Für jedes Bauteil dieses Produkts liegt eine freigegebene Erklärung vor',
  'The link was revoked': 'Der Link wurde widerrufen',
  'The component was flagged to the admins': 'Das Bauteil wurde den Administratoren gemeldet',
  'This component already has an open flag':
    'Für dieses Bauteil gibt es bereits eine offene Meldung',
  'This component has no open flag': 'Für dieses Bauteil gibt es keine offene Meldung',
  'This link is not valid any more. Please ask your contact for a new one.':
    'Dieser Link ist nicht mehr gültig. Bitte fordern Sie bei Ihrem Ansprechpartner einen neuen an.',

  'Fetching manufacturer documents!': 'Die Herstellerdokumente werden abgerufen!',
  'The components must all belong to one product': 'Alle Bauteile müssen zu einem Produkt gehören',
  'No more certificates to load.': 'Keine weiteren Zertifikate zu laden.',

  'Scraping is started!': 'Die Suche in den Verzeichnissen wurde gestartet!',
  'Scraping in progress': 'Die Suche in den Verzeichnissen läuft',
  'Link not work': 'Der Link funktioniert nicht',
  'Enter a product name': 'Geben Sie einen Produktnamen ein',
  Success: 'Erfolgreich',
  'Select at least one component': 'Wählen Sie mindestens ein Bauteil aus',
  'Search failed': 'Suche fehlgeschlagen',
};

/** The zod schemas' own messages (`error:` and `message:` in schemas/*.ts, form.ts). */
const VALIDATION_DE: Catalogue = {
  'At most {max} characters': 'Höchstens {max} Zeichen',
  'At most {count} contacts': 'Höchstens {count} Kontakte',
  'At most {count} addresses': 'Höchstens {count} Adressen',
  'limit is at most {max}': 'limit darf höchstens {max} sein',
  'Role must be User, Compliance or Engineer': 'Die Rolle muss User, Compliance oder Engineer sein',
  'isTermsAccept must be true or false': 'isTermsAccept muss true oder false sein',
  'Language must be en, de or empty': 'Die Sprache muss en, de oder leer sein',
  'Nothing to update': 'Es gibt nichts zu aktualisieren',
  'Give at least one word': 'Geben Sie mindestens ein Wort an',
  'Keep at least one rule': 'Behalten Sie mindestens eine Regel bei',
  'Choose a category from 1 to 11 (RoHS Annex I)':
    'Wählen Sie eine Kategorie von 1 bis 11 (RoHS Anhang I)',
  'The table has no exemption': 'Die Tabelle enthält keine Ausnahme',
  'Choose the components to delete': 'Wählen Sie die zu löschenden Bauteile aus',
  'Choose one of: {choices}': 'Wählen Sie eines von: {choices}',
  'Use a date as YYYY-MM-DD': 'Geben Sie das Datum als YYYY-MM-DD an',
  'Use a date as YYYY-MM-DD, or YYYY-MM when only the month is printed':
    'Geben Sie das Datum als YYYY-MM-DD an, oder als YYYY-MM, wenn nur der Monat angegeben ist',
  'Enter a link starting with http:// or https://':
    'Geben Sie einen Link ein, der mit http:// oder https:// beginnt',
  'The field "{name}" is not valid JSON': 'Das Feld „{name}“ ist kein gültiges JSON',
};

export const SHARED_TEXTS_DE: Catalogue = { ...MSG_DE, ...AREA_MSG_DE, ...VALIDATION_DE };
