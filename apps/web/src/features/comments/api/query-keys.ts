/** Query keys of the comments feature (a component's comments, a part's comments). Add keys; don't rename. */
export const commentKeys = {
  all: ['comments'] as const,
  ofMaterial: (materialId: number) => [...commentKeys.all, 'material', materialId] as const,
  ofPart: (partId: number) => [...commentKeys.all, 'part', partId] as const,
};
