/** The entries of a zip answer, by name (the product evidence zip, technical-file packs). */
export { zipEntries as unzip } from '../src/lib/zip-entries.js';
