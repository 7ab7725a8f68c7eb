/**
 * German for what apps/server says about uploaded files: BOMs, certificate imports and PDFs,
 * declarations (PDF, scan, IPC-1752A), the candidate list and the exemption table.
 *
 * A message built from a prefix and a reason ("…: this file is also a zip archive") gets an
 * entry per known reason, then one with the reason as a placeholder for any other: the
 * catalogue tries its patterns in order, so the specific entries must come first.
 */
import type { Catalogue } from '../translate.js';

/** Each reason after the prefix, in both languages; the order of `reasons` is kept. */
function prefixed(en: string, de: string, reasons: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(reasons).map(([reasonEn, reasonDe]) => [en + reasonEn, de + reasonDe]),
  );
}

/** pdf-upload.ts polyglotProblem: what else a PDF is; "diese Datei" and "dieses PDF" fit both. */
const PDF_PROBLEMS_DE: Catalogue = {
  'is incomplete (it has no %%EOF end marker)': 'ist unvollständig (die Endmarke %%EOF fehlt)',
  'is also a zip archive': 'ist zugleich ein ZIP-Archiv',
  'also holds an HTML page': 'enthält zugleich eine HTML-Seite',
  'also holds an executable': 'enthält zugleich ein ausführbares Programm',
  '{problem}': '{problem}',
};

const DECLARATION_FILE_EN = 'Upload a PDF, a PNG or JPEG scan, or an IPC-1752A XML file';
const DECLARATION_FILE_DE =
  'Laden Sie eine PDF-Datei, einen PNG- oder JPEG-Scan oder eine IPC-1752A-XML-Datei hoch';

const PDFS_DE: Catalogue = {
  ...prefixed(
    'Upload the certificate as a PDF file: this file ',
    'Laden Sie das Zertifikat als PDF-Datei hoch: Diese Datei ',
    PDF_PROBLEMS_DE,
  ),
  'Upload the datasheet as a PDF file': 'Laden Sie das Datenblatt als PDF-Datei hoch',
  ...prefixed(
    'Upload the datasheet as a PDF file: this file ',
    'Laden Sie das Datenblatt als PDF-Datei hoch: Diese Datei ',
    PDF_PROBLEMS_DE,
  ),
  [DECLARATION_FILE_EN]: DECLARATION_FILE_DE,
  ...prefixed(
    `${DECLARATION_FILE_EN}: this PDF `,
    `${DECLARATION_FILE_DE}: Dieses PDF `,
    PDF_PROBLEMS_DE,
  ),
};

const SUPPORTED_EN = 'Upload the BOM as an .xlsx workbook or a CSV file';
const SUPPORTED_DE = 'Laden Sie die Stückliste als .xlsx-Arbeitsmappe oder CSV-Datei hoch';
const LEGACY_EN = ' (legacy .xls is not supported: save it as .xlsx)';
const LEGACY_DE = ' (das alte .xls-Format wird nicht unterstützt: Speichern Sie sie als .xlsx)';

/** modules/bom: format, size, columns and the limits of a workbook. */
const BOM_DE: Catalogue = {
  [`The file is a {type} file${LEGACY_EN}. ${SUPPORTED_EN}.`]: `Die Datei ist eine {type}-Datei${LEGACY_DE}. ${SUPPORTED_DE}.`,
  [`"{name}" is a {type} file${LEGACY_EN}. ${SUPPORTED_EN}.`]: `„{name}“ ist eine {type}-Datei${LEGACY_DE}. ${SUPPORTED_DE}.`,
  [`The file is a {type} file. ${SUPPORTED_EN}.`]: `Die Datei ist eine {type}-Datei. ${SUPPORTED_DE}.`,
  [`"{name}" is a {type} file. ${SUPPORTED_EN}.`]: `„{name}“ ist eine {type}-Datei. ${SUPPORTED_DE}.`,
  [`The file is not text. ${SUPPORTED_EN}.`]: `Die Datei ist kein Text. ${SUPPORTED_DE}.`,
  [`"{name}" is not text. ${SUPPORTED_EN}.`]: `„{name}“ ist kein Text. ${SUPPORTED_DE}.`,
  'The BOM file is larger than {size} MB': 'Die Stücklistendatei ist größer als {size} MB',
  'The BOM file is empty': 'Die Stücklistendatei ist leer',
  'The BOM file contains no rows': 'Die Stücklistendatei enthält keine Zeilen',
  'Header row {row} is not in the file': 'Die Kopfzeile {row} ist nicht in der Datei enthalten',
  'Column {column} mapped to {field} is not in the file':
    'Die Spalte {column}, die {field} zugeordnet ist, ist nicht in der Datei enthalten',
  'No such column': 'Diese Spalte gibt es nicht',
  'Column {column} is mapped to both {other} and {field}':
    'Die Spalte {column} ist sowohl {other} als auch {field} zugeordnet',
  'Column already mapped': 'Die Spalte ist bereits zugeordnet',
  'Choose the column that holds the part number':
    'Wählen Sie die Spalte, die die Teilenummer enthält',
  'No part number column was found; choose the columns in the mapping step':
    'Es wurde keine Spalte mit Teilenummern gefunden; wählen Sie die Spalten im Zuordnungsschritt',
  'The BOM lists more than {max} designators (ranges such as R1-R999 counted part by part; passed at row {row}); split it into several BOMs':
    'Die Stückliste enthält mehr als {max} Referenzbezeichner (Bereiche wie R1-R999 einzeln gezählt; überschritten in Zeile {row}); teilen Sie sie in mehrere Stücklisten auf',
  'You have uploaded {files} BOM file(s) ({size} MB) in the last 24 hours; at most {maxFiles} files or {maxSize} MB are allowed. Try again later':
    'Sie haben in den letzten 24 Stunden {files} Stücklistendatei(en) ({size} MB) hochgeladen; erlaubt sind höchstens {maxFiles} Dateien oder {maxSize} MB. Versuchen Sie es später erneut',
  'The BOM could not be read within the limits ({memory} MB of memory, {seconds} seconds); remove unused sheets, rows and columns, or split it into several BOMs':
    'Die Stückliste konnte nicht innerhalb der Grenzen gelesen werden ({memory} MB Arbeitsspeicher, {seconds} Sekunden); entfernen Sie ungenutzte Blätter, Zeilen und Spalten oder teilen Sie sie in mehrere Stücklisten auf',
  'The workbook could not be read within the limits ({memory} MB of memory, {seconds} seconds); remove unused sheets, rows and formatting, or save the BOM as CSV':
    'Die Arbeitsmappe konnte nicht innerhalb der Grenzen gelesen werden ({memory} MB Arbeitsspeicher, {seconds} Sekunden); entfernen Sie ungenutzte Blätter, Zeilen und Formatierungen oder speichern Sie die Stückliste als CSV',
  'The workbook has more merged cells than a BOM can hold (at most {ranges} merged ranges covering {cells} cells); unmerge the cells or save the sheet as CSV':
    'Die Arbeitsmappe hat mehr verbundene Zellen, als eine Stückliste fassen kann (höchstens {ranges} verbundene Bereiche mit {cells} Zellen); heben Sie die Verbindung der Zellen auf oder speichern Sie das Blatt als CSV',
  'A worksheet has more than {rows} rows (empty rows count too); delete the rows below the BOM or save it as CSV':
    'Ein Tabellenblatt hat mehr als {rows} Zeilen (leere Zeilen zählen mit); löschen Sie die Zeilen unterhalb der Stückliste oder speichern Sie sie als CSV',
  'The workbook has more than {cells} cells; delete unused sheets and columns or save the BOM as CSV':
    'Die Arbeitsmappe hat mehr als {cells} Zellen; löschen Sie ungenutzte Blätter und Spalten oder speichern Sie die Stückliste als CSV',
  'The workbook unpacks to more than {ratio} times its compressed size, far beyond a spreadsheet (a compressed "zip bomb"); it was not read':
    'Die Arbeitsmappe entpackt sich auf mehr als das {ratio}-Fache ihrer komprimierten Größe, weit mehr als eine Tabelle (eine komprimierte „Zip-Bombe“); sie wurde nicht gelesen',
  'The workbook unpacks to more than {size} MB of XML; remove unused sheets and formatting or save the BOM as CSV':
    'Die Arbeitsmappe entpackt sich auf mehr als {size} MB XML; entfernen Sie ungenutzte Blätter und Formatierungen oder speichern Sie die Stückliste als CSV',
  // The reason is the zip reader's diagnosis ("broken central directory"): kept as written.
  'The file could not be read as an xlsx workbook ({reason})':
    'Die Datei konnte nicht als xlsx-Arbeitsmappe gelesen werden ({reason})',
};

/** modules/cdocs/import: the header row and the user's column mapping. */
const CERTIFICATE_IMPORT_DE: Catalogue = {
  'The file has no row {row}': 'Die Datei hat keine Zeile {row}',
  'The file has {count} rows': 'Die Datei hat {count} Zeilen',
  'No header row with the columns Certifying Body, Reference Number and Holder was found':
    'Es wurde keine Kopfzeile mit den Spalten Certifying Body, Reference Number und Holder gefunden',
  'The mapping is not valid': 'Die Zuordnung ist ungültig',
  'mapping: The mapping must be an object of field → column':
    'mapping: Die Zuordnung muss ein Objekt aus Feld → Spalte sein',
  'The mapping must be an object of field → column':
    'Die Zuordnung muss ein Objekt aus Feld → Spalte sein',
  'mapping.{field}: Unknown field "{name}"': 'mapping.{field}: Unbekanntes Feld „{name}“',
  'Unknown field "{name}"': 'Unbekanntes Feld „{name}“',
  'mapping.{field}: The column must be a whole number from 0 to {max}':
    'mapping.{field}: Die Spalte muss eine ganze Zahl von 0 bis {max} sein',
  'The column must be a whole number from 0 to {max}':
    'Die Spalte muss eine ganze Zahl von 0 bis {max} sein',
  'mapping.{field}: Column {index} is already mapped to {other}':
    'mapping.{field}: Die Spalte {index} ist bereits {other} zugeordnet',
  'Column {index} is already mapped to {other}':
    'Die Spalte {index} ist bereits {other} zugeordnet',
  'mapping.{field}: Required': 'mapping.{field}: Pflichtfeld',
};

/** ipc1752a-shape.ts and ipc1752a-parse.ts: why a file is not a readable IPC-1752A one. */
const IPC_REASONS_DE: Catalogue = {
  'it has a DOCTYPE, which IPC-1752A files do not use':
    'Sie enthält eine DOCTYPE-Angabe, die IPC-1752A-Dateien nicht verwenden',
  'it has more than {count} elements': 'Sie hat mehr als {count} Elemente',
  'an element has more than {count} attributes': 'Ein Element hat mehr als {count} Attribute',
  'it has more than {count} attributes': 'Sie hat mehr als {count} Attribute',
  'its elements nest more than {count} deep':
    'Ihre Elemente sind mehr als {count} Ebenen tief verschachtelt',
  'the XML is malformed (line {line}: {error})': 'Das XML ist fehlerhaft (Zeile {line}: {error})',
  'the XML could not be parsed': 'Das XML konnte nicht gelesen werden',
  'the file is empty': 'Die Datei ist leer',
  'its root element is <{found}>, not <MainDeclaration>':
    'Ihr Wurzelelement ist <{found}>, nicht <MainDeclaration>',
  'it declares no <Product>': 'Sie deklariert kein <Product>',
  '{reason}': '{reason}',
};

/** modules/declarations: the declaration form, its review, and the reader's limits. */
const DECLARATIONS_DE: Catalogue = {
  'Add the declaration file': 'Fügen Sie die Datei der Erklärung hinzu',
  ...prefixed(
    'The file is not a readable IPC-1752A declaration: ',
    'Die Datei ist keine lesbare IPC-1752A-Erklärung: ',
    IPC_REASONS_DE,
  ),
  "Name the parts covered: 'All', 'All except: …', or part numbers":
    "Nennen Sie die erfassten Teile: 'All', 'All except: …' oder Teilenummern",
  'Unknown directive: {value}': 'Unbekannte Richtlinie: {value}',
  'Unknown RoHS exemption: {value}': 'Unbekannte RoHS-Ausnahme: {value}',
  'Only 1 In review, 2 Approved and 8 Not approved are set by hand; the other statuses follow from the declarations':
    'Nur 1 „In Prüfung“, 2 „Freigegeben“ und 8 „Nicht freigegeben“ werden von Hand gesetzt; die übrigen Status ergeben sich aus den Erklärungen',
  'The component has no part number: no declaration covers it':
    'Das Bauteil hat keine Teilenummer: Keine Erklärung kann es abdecken',
  'No declaration covers this component yet: run Fetch RoHS/REACH first':
    'Noch deckt keine Erklärung dieses Bauteil ab: Führen Sie zuerst „Fetch RoHS/REACH“ aus',
  'The image could not be read.': 'Das Bild konnte nicht gelesen werden.',
  'The image is too large to be read automatically; fill in the form by hand.':
    'Das Bild ist zu groß, um automatisch gelesen zu werden; füllen Sie das Formular von Hand aus.',
  'The scan could not be read by OCR within the limits; fill in the form by hand.':
    'Der Scan konnte nicht innerhalb der Grenzen per OCR gelesen werden; füllen Sie das Formular von Hand aus.',
  'Scanned documents of more than {max} pages cannot be read automatically; fill in the form by hand.':
    'Gescannte Dokumente mit mehr als {max} Seiten können nicht automatisch gelesen werden; füllen Sie das Formular von Hand aus.',
  'The PDF could not be read.': 'Das PDF konnte nicht gelesen werden.',
  'The document could not be read within the limits; fill in the form by hand.':
    'Das Dokument konnte nicht innerhalb der Grenzen gelesen werden; füllen Sie das Formular von Hand aus.',
};

/** The REACH candidate list (candidate-list*.ts). */
const CANDIDATE_LIST_DE: Catalogue = {
  'Add the candidate list file': 'Fügen Sie die Datei der Kandidatenliste hinzu',
  'The candidate list of {date} is already imported':
    'Die Kandidatenliste vom {date} ist bereits importiert',
  '"{name}" is not a CSV file or an xlsx workbook: download the candidate list as CSV or xlsx':
    '„{name}“ ist weder eine CSV-Datei noch eine xlsx-Arbeitsmappe: Laden Sie die Kandidatenliste als CSV oder xlsx herunter',
  'The candidate-list file is empty': 'Die Datei der Kandidatenliste ist leer',
  'The candidate-list file has a header but no substances below it':
    'Die Datei der Kandidatenliste hat eine Kopfzeile, aber keine Stoffe darunter',
  'No header row with "Substance name" and "EC No." or "CAS No." was found in the candidate-list file':
    'In der Datei der Kandidatenliste wurde keine Kopfzeile mit „Substance name“ und „EC No.“ oder „CAS No.“ gefunden',
};

/** A problem of an exemption table file, alone (a `details` line) or in the message. */
const EXEMPTION_PROBLEMS_DE: Catalogue = {
  '{id}: listed twice': '{id}: doppelt aufgeführt',
  '{id}: "{substance}" is not an Annex II substance key (lead, mercury, cadmium …)':
    '{id}: „{substance}“ ist kein Stoffschlüssel nach Anhang II (lead, mercury, cadmium …)',
  '{id}: a category has two dates': '{id}: Eine Kategorie hat zwei Daten',
};

/** The RoHS exemption table (exemption-tables.service.ts, rohs/exemption-csv.ts). */
const EXEMPTION_TABLE_DE: Catalogue = {
  'Add the exemption table file': 'Fügen Sie die Datei der Ausnahmetabelle hinzu',
  'The file is not an exemption table: JSON as GET /api/rohs/exemptions answers it ({version: {date, source}, data: [...]}), or CSV as the Exemption table window downloads it':
    'Die Datei ist keine Ausnahmetabelle: erwartet wird JSON, wie GET /api/rohs/exemptions es liefert ({version: {date, source}, data: [...]}), oder CSV, wie das Fenster „Ausnahmetabelle“ es herunterlädt',
  ...prefixed('The exemption table has errors: ', 'Die Ausnahmetabelle enthält Fehler: ', {
    ...EXEMPTION_PROBLEMS_DE,
    'The sheet lacks the column(s) {columns}': 'Dem Blatt fehlen die Spalten {columns}',
    'The sheet has no exemption': 'Das Blatt enthält keine Ausnahme',
    '{row}: every row must carry the same version date and source':
      '{row}: Jede Zeile muss dasselbe Versionsdatum und dieselbe Quelle tragen',
    '{row}: {id} differs from its earlier row outside its dates':
      '{row}: {id} weicht außerhalb seiner Daten von seiner früheren Zeile ab',
    '{problem}': '{problem}',
  }),
  // After the prefixed entries: alone, these would also match the whole message.
  ...EXEMPTION_PROBLEMS_DE,
  'The exemption table of {date} is in force; import a version dated after it':
    'Die Ausnahmetabelle vom {date} ist in Kraft; importieren Sie eine später datierte Version',
  'The exemption table of {date} is already imported':
    'Die Ausnahmetabelle vom {date} ist bereits importiert',
};

export const SERVER_UPLOADS_DE: Catalogue = {
  ...PDFS_DE,
  ...BOM_DE,
  ...CERTIFICATE_IMPORT_DE,
  ...DECLARATIONS_DE,
  ...CANDIDATE_LIST_DE,
  ...EXEMPTION_TABLE_DE,
};
