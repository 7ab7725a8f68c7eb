/**
 * Manufacturers that certificates and BOMs name differently: brand changes, acquisitions
 * and house abbreviations. Canonical display name → the other names it appears under.
 * Names are compared after `normaliseManufacturer`, so legal forms, punctuation, spacing
 * and accents need no entries of their own ('Littelfuse Inc.' and 'Littel fuse' already
 * equal 'Littelfuse'). Keep separately traded companies apart even when they share a
 * name part: TDK-Lambda (power supplies) is not TDK's component business.
 */
export const MANUFACTURER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  TDK: ['TDK Electronics', 'TDK-EPC', 'EPCOS', 'TDK EPCOS', 'TDK Corporation'],
  'Würth Elektronik': ['Wurth', 'Wuerth', 'Würth', 'WE', 'Würth Elektronik eiSos'],
  Littelfuse: ['Littelfuse Inc.', 'Littel fuse', 'Wickmann'],
  Schurter: ['Schurter AG', 'Schurter Electronic Components'],
  Omron: ['Omron Electronic Components', 'Omron Corporation', 'Omron Industrial Automation'],
  Vishay: [
    'Vishay Intertechnology',
    'Vishay Dale',
    'Dale',
    'Vishay BCcomponents',
    'BC Components',
    'BCcomponents',
    'Vishay Beyschlag',
    'Vishay Draloric',
    'Vishay Roederstein',
    'Roederstein',
    'Vishay Siliconix',
    'Vishay Sfernice',
    'Vishay Sprague',
  ],
  KEMET: ['Kemet Electronics', 'Arcotronics', 'KEMET Arcotronics', 'Evox Rifa'],
  Panasonic: [
    'Panasonic Industry',
    'Panasonic Electric Works',
    'Matsushita',
    'Matsushita Electric',
    'Matsushita Electric Industrial',
  ],
  Murata: ['Murata Manufacturing', 'muRata'],
  Yageo: ['Phycomp', 'Yageo Phycomp'],
  'TE Connectivity': ['Tyco Electronics', 'Tyco', 'TE', 'AMP', 'Raychem', 'Potter & Brumfield'],
  'Phoenix Contact': ['Phoenix'],
  'Bel Fuse': ['Bel', 'Bel Power', 'Bel Power Solutions'],
  Eaton: ['Bussmann', 'Cooper Bussmann', 'Eaton Bussmann'],
  Infineon: ['Infineon Technologies', 'International Rectifier', 'IR'],
  STMicroelectronics: ['ST', 'STM', 'ST Microelectronics', 'SGS-Thomson'],
  'Texas Instruments': ['TI', 'Burr-Brown'],
  'ON Semiconductor': ['onsemi', 'ON Semi', 'Fairchild', 'Fairchild Semiconductor'],
  'Mean Well': ['MEAN WELL', 'Meanwell', 'Mean Well Enterprises'],
  Recom: ['RECOM Power', 'Recom Electronic'],
  'Traco Power': ['Traco', 'TRACO Electronic AG'],
};
