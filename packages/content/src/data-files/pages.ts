// The fixed pages' texts (see catalogue.ts in this folder for the Node twin).
export const pageFiles = import.meta.glob<unknown>('../../data/pages/*.json', { eager: true, import: 'default' });
