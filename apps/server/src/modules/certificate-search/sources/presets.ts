/**
 * One preset per certificate directory: label, request template, field mapping and link
 * template for the generic HTTP connector. The real directories cannot be reached from our
 * machines, so these are the request and response shapes PartProof documents (README.md
 * next to this file); an operator verifies them against the live directory and adjusts a
 * mapping through `SOURCES` without a code change.
 */
import { sourceLabel, type SourceName } from '@partproof/shared';
import type { HttpMapping } from './http-connector.js';

export interface SourcePreset {
  label: string;
  mapping: HttpMapping;
}

export const SOURCE_PRESETS: Readonly<Record<SourceName, SourcePreset>> = {
  'tuv-sud': {
    label: sourceLabel('tuv-sud'),
    mapping: {
      method: 'GET',
      path: '/api/certificates',
      query: { manufacturer: '{manufacturer}', model: '{model}' },
      records: 'results',
      certifyingBody: 'TÜV SÜD',
      fields: {
        refNumber: 'certificateNumber',
        holder: 'holder.name',
        models: 'products[].model',
        standard: 'standards',
        issueDate: 'validFrom',
        expiryDate: 'validUntil',
        links: 'documentUrl',
      },
      linkTemplate: '{baseUrl}/certificates/{refNumber}',
    },
  },
  'tuv-rheinland': {
    label: sourceLabel('tuv-rheinland'),
    mapping: {
      method: 'POST',
      path: '/search',
      body: { company: '{manufacturer}', product: '{model}' },
      records: 'data.certificates',
      certifyingBody: 'TÜV Rheinland',
      fields: {
        refNumber: 'certNo',
        holder: 'client',
        models: 'models',
        standard: 'standards',
        issueDate: 'issued',
        expiryDate: 'expires',
        links: 'links',
      },
      linkTemplate: '{baseUrl}/certificate/{refNumber}',
    },
  },
  intertek: {
    label: sourceLabel('intertek'),
    mapping: {
      method: 'GET',
      path: '/directory/search',
      query: { company: '{manufacturer}', q: '{model}' },
      records: 'listings',
      certifyingBody: 'Intertek',
      fields: {
        refNumber: 'fileNumber',
        holder: 'companyName',
        models: 'productModels',
        standard: 'standard',
        issueDate: 'issueDate',
        expiryDate: 'expiryDate',
        links: 'url',
      },
      linkTemplate: '{baseUrl}/directory/listing/{refNumber}',
    },
  },
  csa: {
    label: sourceLabel('csa'),
    mapping: {
      method: 'GET',
      path: '/api/listings',
      query: { manufacturer: '{manufacturer}', model: '{model}' },
      records: 'items',
      certifyingBody: 'CSA',
      fields: {
        refNumber: 'certificate.number',
        holder: 'company',
        models: 'models',
        standard: 'standards',
        issueDate: 'certificate.issued',
        expiryDate: 'certificate.expires',
        links: 'link',
      },
      linkTemplate: '{baseUrl}/listing/{refNumber}',
    },
  },
  vde: {
    label: sourceLabel('vde'),
    mapping: {
      method: 'GET',
      path: '/api/certificates',
      query: {
        manufacturer: '{manufacturer}',
        model: '{model}',
        certificateNo: '{certificateNo}',
      },
      records: 'certificates',
      certifyingBody: 'VDE',
      fields: {
        refNumber: 'certificateNumber',
        holder: 'holder',
        models: 'models',
        standard: 'standard',
        expiryDate: 'validUntil',
        links: 'link',
      },
      linkTemplate: '{baseUrl}/certificate/{refNumber}',
    },
  },
  ul: {
    label: sourceLabel('ul'),
    mapping: {
      method: 'POST',
      path: '/api/scrape',
      // The Manufacturer screen's fixed payload (spec §7); `query` is the manufacturer.
      body: {
        query: '{query}',
        model: '{model}',
        test_house: 'ul',
        llm: '{llm}',
        search_term: '{search_term}',
        max_pages: '{max_pages}',
        max_rows: '{max_rows}',
      },
      defaults: { llm: false, search_term: 'company', max_pages: 200, max_rows: 200 },
      records: 'rows',
      certifyingBody: 'UL',
      fields: {
        refNumber: 'file_number',
        holder: 'company',
        models: 'models',
        standard: 'standard',
        links: 'url',
      },
    },
  },
};
