/**
 * German for the label tables of packages/shared that the screens show (issue 22): the
 * product, certificate and RoHS statuses, the roles, the RoHS Annex I categories, the kinds
 * of evidence and of technical-file finding, and the material risks with what each requires.
 * The web app draws them with `t(label)` and loads this catalogue (its entries have no
 * placeholders); a web catalogue entry of the same English must read the same.
 */
import type { Catalogue } from '../translate.js';

/** PRODUCT_STATUSES, MATERIAL_STATUSES and ROHS_STATUSES (constants/statuses.ts). */
const STATUS_LABELS_DE: Catalogue = {
  Pending: 'Ausstehend',
  'Ready for review': 'Bereit zur Prüfung',
  'In Review': 'In Prüfung',
  'In review': 'In Prüfung',
  'Collecting additional certificates': 'Weitere Zertifikate werden gesammelt',
  Done: 'Abgeschlossen',
  Approved: 'Freigegeben',
  'Waiting for Reply': 'Wartet auf Antwort',
  'Waiting for reply': 'Wartet auf Antwort',
  'Not Approved': 'Nicht freigegeben',
  'Not approved': 'Nicht freigegeben',
  Flagged: 'Gemeldet',
  'Soon outdated': 'Bald veraltet',
  Outdated: 'Veraltet',
};

/** ROLES (constants/roles.ts). */
const ROLE_LABELS_DE: Catalogue = {
  Admin: 'Administrator',
  User: 'Benutzer',
  Compliance: 'Compliance',
  Engineer: 'Ingenieur',
};

/** EEE_CATEGORY_NAMES (rohs/eee-category.ts): the titles of the German RoHS Annex I. */
const EEE_CATEGORY_NAMES_DE: Catalogue = {
  'Large household appliances': 'Haushaltsgroßgeräte',
  'Small household appliances': 'Haushaltskleingeräte',
  'IT and telecommunications equipment': 'IT- und Telekommunikationsgeräte',
  'Consumer equipment': 'Geräte der Unterhaltungselektronik',
  'Lighting equipment': 'Beleuchtungskörper',
  'Electrical and electronic tools': 'Elektrische und elektronische Werkzeuge',
  'Toys, leisure and sports equipment': 'Spielzeug sowie Sport- und Freizeitgeräte',
  'Medical devices': 'Medizinische Geräte',
  'Monitoring and control instruments': 'Überwachungs- und Kontrollinstrumente',
  'Automatic dispensers': 'Automatische Ausgabegeräte',
  'Other EEE': 'Sonstige EEE',
};

/**
 * EVIDENCE_KIND_LABELS (rohs/evidence-kind.ts), FINDING_KIND_LABELS (rohs/file-findings.ts),
 * MATERIAL_RISKS and REQUIRED_EVIDENCE_LABELS (rohs/material-risk.ts). What a risk requires
 * follows "needs …" (benötigt …), so it reads the same as subject and as object.
 */
const EVIDENCE_LABELS_DE: Catalogue = {
  'Full material declaration': 'Vollständige Materialdeklaration',
  'Lab report': 'Laborbericht',
  "Manufacturer's statement": 'Herstellererklärung',
  'Distributor document': 'Dokument eines Distributors',
  Datasheet: 'Datenblatt',
  'Web capture': 'Aufnahme einer Webseite',

  'No evidence': 'Kein Nachweis',
  'Outdated directive': 'Veraltete Richtlinie',
  'Blanket statement does not name the part': 'Pauschalerklärung nennt das Teil nicht',
  'Issuer is not the maker': 'Aussteller ist nicht der Hersteller',
  'Exemption ending': 'Ausnahme läuft aus',
  'Exemption expired': 'Ausnahme abgelaufen',
  'Evidence below risk': 'Nachweis reicht für das Risiko nicht aus',
  'Request open': 'Anfrage offen',

  low: 'niedrig',
  medium: 'mittel',
  high: 'hoch',
  "a supplier's declaration (the maker's or a distributor's)":
    'eine Lieferantenerklärung (des Herstellers oder eines Distributors)',
  "the maker's own declaration": 'die eigene Erklärung des Herstellers',
  'a full material declaration or an accredited lab report':
    'eine vollständige Materialdeklaration oder eine Analyse eines akkreditierten Labors',
};

export const LABELS_DE: Catalogue = {
  ...STATUS_LABELS_DE,
  ...ROLE_LABELS_DE,
  ...EEE_CATEGORY_NAMES_DE,
  ...EVIDENCE_LABELS_DE,
};
