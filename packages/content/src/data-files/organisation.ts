// The organisation's facts and collections (see catalogue.ts in this folder for the Node twin).
import organisation from '../../data/organisation.json';

export const organisationFile: unknown = organisation;
export const teamFiles = import.meta.glob<unknown>('../../data/team/*.json', { eager: true, import: 'default' });
export const partnerFiles = import.meta.glob<unknown>('../../data/partners/*.json', { eager: true, import: 'default' });
export const offerFiles = import.meta.glob<unknown>('../../data/offers/*.json', { eager: true, import: 'default' });
export const csiaPathFiles = import.meta.glob<unknown>('../../data/csia-paths/*.json', {
  eager: true,
  import: 'default',
});
