/** Query keys of the requests feature (contacts, history). Add keys; don't rename. */
export const requestKeys = {
  all: ['requests'] as const,
  manufacturer: (name: string) => [...requestKeys.all, 'manufacturer', name] as const,
  contacts: (manufacturerId: number) => [...requestKeys.all, 'contacts', manufacturerId] as const,
  histories: () => [...requestKeys.all, 'history'] as const,
  history: (names: readonly string[]) => [...requestKeys.histories(), ...names] as const,
};
