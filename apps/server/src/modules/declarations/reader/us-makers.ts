/**
 * Component makers headquartered in the United States, by their identity key: their letters
 * write 07/11/2022 month first even where no address or other date in the document says so.
 * Data for the day/month order of issue-date.ts, not a list of who may be found. Groups
 * with European members (Vishay's Draloric, Amphenol's Tuchel) are left out.
 */
import { resolveManufacturer } from '../../manufacturers/identity/manufacturer.js';

const US_MAKERS = [
  'Allegro MicroSystems',
  'Analog Devices',
  'Bel Fuse',
  'Bourns',
  'Broadcom',
  'Cal Test Electronics',
  'Coilcraft',
  'CUI Devices',
  'Diodes Incorporated',
  'Keystone Electronics',
  'Lattice Semiconductor',
  'Maxim Integrated',
  'MaxLinear',
  'Microchip Technology',
  'Micron Technology',
  'Mill-Max',
  'Molex',
  'Monolithic Power Systems',
  'onsemi',
  'Power Integrations',
  'Qorvo',
  'Samtec',
  'Semtech',
  'Silicon Labs',
  'Skyworks',
  'Stackpole Electronics',
  'Sullins Connector Solutions',
  'Texas Instruments',
];

const KEYS = new Set(US_MAKERS.map((name) => resolveManufacturer(name)));

/** Whether the maker, under any of its names, is one of the American makers above. */
export function isUsMaker(name: string | null | undefined): boolean {
  const key = resolveManufacturer(name);
  return key !== '' && KEYS.has(key);
}
