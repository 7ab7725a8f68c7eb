/**
 * German for what apps/server says itself, apart from its file uploads (server-uploads.ts):
 * the error handler's defaults, refusals, missing records, and the success messages that are
 * not in the shared tables. Keys are the English texts; `{name}` stands for a value the
 * server puts in (a status label, a count, a name), which is carried over unchanged.
 */
import type { Catalogue } from '../translate.js';

/** lib/app-error.ts, plugins/errors.ts, lib/multipart.ts, lib/storable-text.ts. */
const HANDLER_DE: Catalogue = {
  'Invalid request': 'Ungültige Anfrage',
  'Authentication required': 'Anmeldung erforderlich',
  'Not found': 'Nicht gefunden',
  Conflict: 'Konflikt',
  'File is too large': 'Die Datei ist zu groß',
  'Unsupported file type': 'Nicht unterstützter Dateityp',
  'Internal server error': 'Interner Serverfehler',
  'Invalid value': 'Ungültiger Wert',
  'Malformed JSON body': 'Ungültiger JSON-Inhalt',
  'Route {method} {url} not found': 'Route {method} {url} nicht gefunden',
  'Send the form as multipart/form-data or a JSON object':
    'Senden Sie das Formular als multipart/form-data oder als JSON-Objekt',
  'Send the form as multipart/form-data': 'Senden Sie das Formular als multipart/form-data',
  'Unknown file field "{field}"': 'Unbekanntes Dateifeld „{field}“',
  'The file name must be a plain name, without folders or control characters':
    'Der Dateiname muss ein einfacher Name sein, ohne Ordner oder Steuerzeichen',
  'The file is larger than {size} MB': 'Die Datei ist größer als {size} MB',
  'The upload was cut off or is not a well-formed multipart form; send the file again':
    'Der Upload wurde abgebrochen oder ist kein gültiges Multipart-Formular; senden Sie die Datei erneut',
  'Text must not contain NUL characters or unpaired surrogates':
    'Der Text darf keine NUL-Zeichen und keine ungepaarten Surrogate enthalten',
};

/** Records out of reach (404) and refusals about the record (403, 409). */
const RECORDS_DE: Catalogue = {
  'Product not found': 'Produkt nicht gefunden',
  'Component not found': 'Bauteil nicht gefunden',
  'Part not found': 'Teil nicht gefunden',
  'User not found': 'Benutzer nicht gefunden',
  'Company not found': 'Unternehmen nicht gefunden',
  'Comment not found': 'Kommentar nicht gefunden',
  'File not found': 'Datei nicht gefunden',
  'BOM file not found': 'Stücklistendatei nicht gefunden',
  'Manufacturer not found': 'Hersteller nicht gefunden',
  'Request not found': 'Anfrage nicht gefunden',
  'Revision not found': 'Revision nicht gefunden',
  'Declaration not found': 'Erklärung nicht gefunden',
  'Declaration not found for this component':
    'Die Erklärung wurde für dieses Bauteil nicht gefunden',
  'You cannot change your own role': 'Sie können Ihre eigene Rolle nicht ändern',
  'The role of an admin cannot be changed here':
    'Die Rolle eines Administrators kann hier nicht geändert werden',
  'You cannot disable or remove your own account':
    'Sie können Ihr eigenes Konto nicht deaktivieren oder entfernen',
  'An admin account cannot be disabled or removed here':
    'Ein Administratorkonto kann hier nicht deaktiviert oder entfernt werden',
  'Only the author may edit this comment': 'Nur der Verfasser darf diesen Kommentar bearbeiten',
  'Only the author or an admin may delete this comment':
    'Nur der Verfasser oder ein Administrator darf diesen Kommentar löschen',
  'This link has expired': 'Dieser Link ist abgelaufen',
  'Profile image must be a PNG, JPEG, GIF or WebP image':
    'Das Profilbild muss ein PNG-, JPEG-, GIF- oder WebP-Bild sein',
  'The critical flag cannot change while the product is in review':
    'Die Kennzeichnung „kritisch“ kann nicht geändert werden, solange das Produkt in Prüfung ist',
  'You cannot change the status from "{from}" to "{to}"':
    'Sie können den Status nicht von „{from}“ auf „{to}“ ändern',
  'The product is not ready for review': 'Das Produkt ist nicht bereit zur Prüfung',
  'The uploaded BOM file was not found': 'Die hochgeladene Stücklistendatei wurde nicht gefunden',
  'Unknown file': 'Unbekannte Datei',
};

/** Product-form lists (modules/lookups): each kind's own words for the company's limit. */
const LOOKUPS_DE: Catalogue = {
  'Unknown {field} entry "{title}"': 'Unbekannter Eintrag „{title}“ in {field}',
  'Unknown {field} entry': 'Unbekannter Eintrag in {field}',
  'Unknown entry': 'Unbekannter Eintrag',
  'Your company already has {count} standards of its own: choose one from the list':
    'Ihr Unternehmen hat bereits {count} eigene Normen: Wählen Sie eine aus der Liste',
  'Your company already has {count} product types of its own: choose one from the list':
    'Ihr Unternehmen hat bereits {count} eigene Produkttypen: Wählen Sie einen aus der Liste',
  'Your company already has {count} markets of its own: choose one from the list':
    'Ihr Unternehmen hat bereits {count} eigene Märkte: Wählen Sie einen aus der Liste',
  'Your company already has {count} development statuses of its own: choose one from the list':
    'Ihr Unternehmen hat bereits {count} eigene Entwicklungsstatus: Wählen Sie einen aus der Liste',
  'Your company already has {count} certificate kinds of its own: choose one from the list':
    'Ihr Unternehmen hat bereits {count} eigene Zertifikatsarten: Wählen Sie eine aus der Liste',
};

/** Requests to manufacturers, the supplier link, datasheets, search, the technical file. */
const WORKFLOW_DE: Catalogue = {
  'At most {count} part numbers': 'Höchstens {count} Teilenummern',
  'The components must be made by {manufacturer}':
    'Die Bauteile müssen von {manufacturer} hergestellt sein',
  '{component} is made by {manufacturer}': '{component} wird von {manufacturer} hergestellt',
  'Too many uploads in a short time. Please try again in an hour.':
    'Zu viele Uploads in kurzer Zeit. Bitte versuchen Sie es in einer Stunde erneut.',
  'This link has received all the documents it can take. Please reply to the e-mail you received to send more.':
    'Über diesen Link wurden bereits so viele Dokumente hochgeladen, wie er aufnehmen kann. Bitte antworten Sie auf die erhaltene E-Mail, um weitere zu senden.',
  'Add a PDF file or a link, not both':
    'Fügen Sie eine PDF-Datei oder einen Link hinzu, nicht beides',
  'Add a PDF file or a link': 'Fügen Sie eine PDF-Datei oder einen Link hinzu',
  'The component has no part number: a datasheet belongs to a part':
    'Das Bauteil hat keine Teilenummer: Ein Datenblatt gehört zu einem Teil',
  'The component has no part number': 'Das Bauteil hat keine Teilenummer',
  'No certificate directory is configured on this server':
    'Auf diesem Server ist kein Zertifikatsverzeichnis eingerichtet',
  'The {source} directory ({id}) is not configured on this server':
    'Das Verzeichnis {source} ({id}) ist auf diesem Server nicht eingerichtet',
  'Open findings block the Declaration of Conformity: resolve them, or override with a reason':
    'Offene Befunde verhindern die Konformitätserklärung: Beheben Sie sie oder übergehen Sie sie mit einer Begründung',
  '{finding} (1 line)': '{finding} (1 Zeile)',
  '{finding} ({count} lines)': '{finding} ({count} Zeilen)',
  'Another revision was just generated: reload and try again':
    'Soeben wurde eine andere Revision erstellt: Laden Sie die Seite neu und versuchen Sie es erneut',
  'Review notification sent': 'Benachrichtigung zur Prüfung gesendet',
  'Declaration deleted': 'Erklärung gelöscht',
  '{count} declarations deleted': '{count} Erklärungen gelöscht',
};

export const SERVER_TEXTS_DE: Catalogue = {
  ...HANDLER_DE,
  ...RECORDS_DE,
  ...LOOKUPS_DE,
  ...WORKFLOW_DE,
};
