import type { ImageAsset } from './types.ts';
import { organisation } from './site.ts';
import { csiaCataloguePath, csiaPath } from './paths.ts';
import { siteImage } from './images.ts';
import { csiaPageTexts } from './pages.ts';

export { csiaCatalogue, csiaPathKeys, csiaPaths } from './csia-catalogue.ts';
export type { CsiaCatalogue, CsiaPath, CsiaPathKey, CsiaTopic } from './csia-catalogue.ts';

export interface CsiaLink {
  label: string;
  href: string;
  /** True for the external scheduling service, opened in a new tab. */
  external: boolean;
}

export interface CsiaPoint {
  title: string;
  text: string;
}

export interface CsiaPage {
  hero: {
    eyebrow: string;
    title: string;
    text: string;
    primaryAction: CsiaLink;
    secondaryAction: CsiaLink;
    image: ImageAsset;
  };
  promise: { title: string; intro: string; benefits: readonly [CsiaPoint, CsiaPoint, CsiaPoint] };
  workbench: { title: string; paragraphs: readonly string[]; features: readonly CsiaPoint[]; image: ImageAsset };
  paths: { title: string; intro: string; catalogueAction: CsiaLink };
  partners: { title: string; intro: string };
  governance: { title: string; intro: string; principles: readonly CsiaPoint[] };
  contact: { title: string; text: string; action: CsiaLink; secondaryAction: CsiaLink };
}

const texts = csiaPageTexts;

const strategySession: CsiaLink = {
  label: texts.strategySessionLabel,
  href: organisation.strategySessionUrl,
  external: true,
};

const catalogueLink: CsiaLink = {
  label: texts.catalogueLinkLabel,
  href: csiaCataloguePath,
  external: false,
};

/** The home page's way to /csia, under the centre's own heading and text. */
export const csiaHomeLink: CsiaLink = {
  label: 'Découvrir le Centre de services IA',
  href: csiaPath,
  external: false,
};

/** Texts of /csia; the tabs are `csiaPaths`, the partner carousel reads `partners` (organisation.ts). */
export const csiaPage: CsiaPage = {
  hero: {
    ...texts.hero,
    primaryAction: strategySession,
    secondaryAction: catalogueLink,
    image: siteImage(
      'csia/hero.svg',
      'csia',
      'Illustration : une caméra, un micro et une page de scénario reliés par un réseau de nœuds lumineux',
    ),
  },
  promise: texts.promise,
  workbench: {
    ...texts.workbench,
    image: siteImage(
      'csia/workbench.svg',
      'csia',
      'Illustration : un écran partagé en plusieurs panneaux où différents modèles d’IA produisent du texte, une image et une onde sonore',
    ),
  },
  paths: { ...texts.paths, catalogueAction: catalogueLink },
  partners: texts.partners,
  governance: texts.governance,
  contact: {
    title: texts.contact.title,
    text: texts.contact.text,
    action: strategySession,
    secondaryAction: { label: texts.contact.writeLabel, href: `mailto:${organisation.email}`, external: false },
  },
};
