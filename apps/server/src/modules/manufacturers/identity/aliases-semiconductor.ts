/** Alias groups of semiconductor, LED and opto makers (manufacturer-aliases.ts). */
import type { AliasGroups } from './alias-groups.js';

export const SEMICONDUCTOR_MAKERS: AliasGroups = {
  // International Rectifier (2015) and Cypress (2020) belong to Infineon.
  Infineon: [
    'Infineon Technologies AG',
    'International Rectifier',
    'IR',
    'Cypress',
    'Cypress Semiconductor Corporation',
  ],
  // The legal entity of onsemi's certificates is Semiconductor Components Industries, LLC.
  onsemi: [
    'ON Semiconductor',
    'ON Semi',
    'Semiconductor Components Industries, LLC',
    'SCILLC',
    'Fairchild',
    'Fairchild Semiconductor',
  ],
  STMicroelectronics: [
    'ST',
    'STM',
    'ST Microelectronics',
    'STMicroelectronics International N.V.',
    'SGS-Thomson',
    'SGS-Thomson Microelectronics',
  ],
  'Texas Instruments': ['TI', 'Burr-Brown', 'National Semiconductor'],
  'Analog Devices': [
    'ADI',
    'Analog Devices, Inc.',
    'Linear Technology',
    'Maxim Integrated',
    'Maxim Integrated Products',
    'Maxim',
    'Dallas Semiconductor',
    'Hittite Microwave',
  ],
  Microchip: [
    'Microchip Technology Inc.',
    'Atmel',
    'Atmel Corporation',
    'Microsemi',
    'Microsemi Corporation',
    'Micrel',
    'Supertex',
    'SMSC',
    'Standard Microsystems',
  ],
  Renesas: [
    'Renesas Electronics Corporation',
    'Intersil',
    'IDT',
    'Integrated Device Technology',
    'Dialog',
    'Dialog Semiconductor',
  ],
  // Nexperia was NXP's standard products business (2017); NXP itself is traded apart.
  Nexperia: ['Nexperia B.V.', 'NXP Standard Products'],
  NXP: ['NXP Semiconductors N.V.', 'Freescale', 'Freescale Semiconductor'],
  Rohm: ['ROHM Co., Ltd.', 'ROHM Semiconductor', 'Lapis', 'Lapis Semiconductor', 'SiCrystal'],
  Toshiba: [
    'Toshiba Corporation',
    'Toshiba Electronic Devices & Storage Corporation',
    'Toshiba America Electronic Components',
  ],
  'Diodes Incorporated': [
    'Diodes',
    'Diodes Inc.',
    'Zetex',
    'Zetex Semiconductors',
    'Pericom',
    'Pericom Semiconductor',
    'BCD Semiconductor',
  ],
  'Good-Ark': ['Suzhou Good-Ark Electronics Co., Ltd.', 'Good-Ark Semiconductor', 'Goodark'],
  'Mitsubishi Electric': ['Mitsubishi Electric Corporation', 'Mitsubishi Denki'],
  // Traded apart from Mitsubishi Electric; listed so 'Mitsubishi' never claims it as a brand.
  'Mitsubishi Materials': ['Mitsubishi Materials Corporation'],
  'Lite-On': ['LITEON', 'Lite-On Technology Corporation'],
  Everlight: ['Everlight Electronics Co., Ltd.'],
  Kingbright: ['Kingbright Electronic Co., Ltd.', 'Kingbright Elec', 'Kingbright Corporation'],
  // BOMs write 'Cree' for the SiC parts (now Wolfspeed) and the LEDs (Cree LED since 2021).
  Wolfspeed: ['Cree', 'Cree, Inc.', 'Cree LED', 'CreeLED'],
  'ams OSRAM': [
    'OSRAM',
    'OSRAM Opto Semiconductors',
    'OSRAM Opto Semiconductors GmbH',
    'ams',
    'ams AG',
    'ams-OSRAM AG',
  ],
  Lumileds: ['Philips Lumileds', 'Lumileds Lighting', 'Lumileds Holding B.V.'],
};
