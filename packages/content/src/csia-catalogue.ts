/**
 * CSIA training paths (`data/csia-paths/<key>.json`) and the content of the PDF catalogue rendered at build time.
 * csia.ts re-exports it.
 */
import { refuseInvalidContent } from './data-files/gate.ts';
import { byOrder, loadEntries } from './data-check.ts';
import { csiaPathFiles } from './data-files/organisation.ts';
import type { CsiaPathFile } from './schema.ts';
import { csiaCatalogueTexts } from './pages.ts';
import { organisation } from './site.ts';

refuseInvalidContent();

/** A tab's key: its data file's name. */
export type CsiaPathKey = string;
export type CsiaTopic = CsiaPathFile['topics'][number];

export interface CsiaPath extends Omit<CsiaPathFile, 'order'> {
  key: CsiaPathKey;
}

/** The tabs of /csia, in their `order` (the first one is selected by default). */
export const csiaPaths: readonly CsiaPath[] = byOrder(loadEntries<CsiaPathFile>(csiaPathFiles)).map(
  ({ id, data: { order: _order, ...path } }) => ({ key: id, ...path }),
);

/** Every tab's key, in order. */
export const csiaPathKeys: readonly CsiaPathKey[] = csiaPaths.map((path) => path.key);

export interface CsiaCatalogue {
  title: string;
  subtitle: string;
  edition: string;
  intro: readonly string[];
  formats: readonly { title: string; text: string }[];
  /** One section per training path, in the tabs' order. */
  sections: readonly CsiaPath[];
  conditions: readonly string[];
  contact: {
    title: string;
    text: string;
    email: string;
    phone: string;
    address: string;
    schedulingLabel: string;
    schedulingUrl: string;
    siteUrl: string;
  };
  /** Legal footer of every page: publisher, training declaration, Qualiopi. */
  legalNotice: string;
}

const catalogue = csiaCatalogueTexts;

export const csiaCatalogue: CsiaCatalogue = {
  title: catalogue.title,
  subtitle: catalogue.subtitle,
  edition: catalogue.edition,
  intro: catalogue.intro,
  formats: catalogue.formats,
  sections: csiaPaths,
  conditions: catalogue.conditions,
  contact: {
    title: catalogue.contact.title,
    text: catalogue.contact.text,
    email: organisation.email,
    phone: organisation.phone,
    address: organisation.headOffice.display,
    schedulingLabel: catalogue.contact.schedulingLabel,
    schedulingUrl: organisation.strategySessionUrl,
    siteUrl: organisation.siteUrl,
  },
  legalNotice: catalogue.legalNotice,
};
