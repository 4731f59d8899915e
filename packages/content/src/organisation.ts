import type { Offer, Partner, TeamMember } from './types.ts';
import { cataloguePath, trainingPolicyPath } from './paths.ts';
import { refuseInvalidContent } from './data-files/gate.ts';
import { byOrder, loadEntries } from './data-check.ts';
import { offerFiles, partnerFiles, teamFiles } from './data-files/organisation.ts';
import { entryImage } from './images.ts';
import { aboutPageTexts, homePageTexts, offersPageTexts } from './pages.ts';
import type { OfferFile, PartnerFile, TeamMemberFile } from './schema.ts';

/** A call to action whose target is a route of the site or an in-page section. */
export interface PageLink {
  label: string;
  href: string;
}

/** A titled paragraph: reasons, axes, panel points. */
export interface TitledText {
  title: string;
  text: string;
}

refuseInvalidContent();

const teamEntries = byOrder(loadEntries<TeamMemberFile>(teamFiles));

/** In the order the home page and /la-fabrique show them. */
export const team: readonly TeamMember[] = teamEntries.map(({ id, data: { order: _order, image, ...member } }) => ({
  id,
  ...member,
  // Derived, not asked: cards show the portrait as decoration beside the name (alt="").
  image: entryImage({ collection: 'team', id, field: 'image', file: image }, `Portrait de ${member.name}`),
}));

export const partners: readonly Partner[] = byOrder(loadEntries<PartnerFile>(partnerFiles)).map(
  ({ id, data: { order: _order, logo, ...partner } }) => ({
    id,
    ...partner,
    logo: entryImage({ collection: 'partners', id, field: 'logo', file: logo }, partner.name),
  }),
);

export const offers: readonly Offer[] = byOrder(loadEntries<OfferFile>(offerFiles)).map(
  ({ id, data: { order: _order, ...offer } }) => ({ id, ...offer }),
);

const home = homePageTexts;

/** Home hero: the spec's strings, verbatim. */
export const homeHero: { title: string; subtitle: string; text: string; callToAction: PageLink } = {
  title: home.hero.title,
  subtitle: home.hero.subtitle,
  text: home.hero.text,
  callToAction: { label: home.hero.callToActionLabel, href: cataloguePath },
};

export interface SupervisionPanel {
  id: 'before' | 'after';
  title: string;
  intro: string;
  points: readonly TitledText[];
}

/** Home section 'Encadrement de nos formations'. */
export const trainingSupervision: { title: string; panels: readonly [SupervisionPanel, SupervisionPanel] } = {
  title: home.trainingSupervision.title,
  panels: [
    { id: 'before', ...home.trainingSupervision.before },
    { id: 'after', ...home.trainingSupervision.after },
  ],
};

const about = aboutPageTexts;

/** Texts of /la-fabrique. */
export const aboutPage = {
  hero: about.hero,
  whoWeAre: about.whoWeAre,
  axes: about.axes,
  objective: about.objective,
  teamSection: { title: about.teamSectionTitle },
  partnersSection: { title: about.partnersSectionTitle },
  trainingPolicyLink: {
    label: about.trainingPolicyLinkLabel,
    href: trainingPolicyPath,
  } satisfies PageLink,
};

const offersTexts = offersPageTexts;

/** Texts of /nos-offres (the offers themselves are `offers`). */
export const offersPage = {
  hero: {
    title: offersTexts.hero.title,
    text: offersTexts.hero.text,
    callToAction: { label: offersTexts.hero.callToActionLabel, href: '#contact' } satisfies PageLink,
  },
  membershipReasons: offersTexts.membershipReasons,
  offersSection: offersTexts.offersSection,
};
