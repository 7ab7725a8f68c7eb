/** Canonical manufacturer name → the other names it is written under (one file per industry). */
export type AliasGroups = Readonly<Record<string, readonly string[]>>;
