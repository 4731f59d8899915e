import type { Offer, Partner, TeamMember } from './types.ts';
import { organisation } from './site.ts';
import { cataloguePath, legalPath } from './paths.ts';
import { byOrder, ContentDataError, loadEntries } from './data-check.ts';
import { checked } from './data-files/assets.ts';
import { offerFiles, partnerFiles, teamFiles } from './data-files/organisation.ts';
import { entryImage } from './images.ts';
import {
  offerFileSchema,
  partnerFileSchema,
  teamMemberFileSchema,
  type OfferFile,
  type PartnerFile,
  type TeamMemberFile,
} from './schema.ts';

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

const teamEntries = byOrder(loadEntries<TeamMemberFile>(teamMemberFileSchema, teamFiles, 'name', checked));

// The legal texts name the publication director and the disability contact: each is a member of the team.
if (checked) {
  const known = new Set(teamEntries.map((entry) => entry.id));
  const problems = (['publicationDirector', 'disabilityContact'] as const).flatMap((role) => {
    const id = organisation[role].teamMemberId;
    return known.has(id)
      ? []
      : [
          {
            file: 'organisation.json',
            entry: organisation.name,
            field: `${role}.teamMemberId`,
            message: `membre de l’équipe inconnu : « ${id} » (aucun fichier team/${id}.json)`,
          },
        ];
  });
  if (problems.length > 0) throw new ContentDataError(problems);
}

/** In the order the home page and /la-fabrique show them. */
export const team: readonly TeamMember[] = teamEntries.map(
  ({ id, data: { order: _order, image, imageAlt, ...member } }) => ({
    id,
    ...member,
    image: entryImage({ collection: 'team', id, field: 'image', file: image }, imageAlt),
  }),
);

export const partners: readonly Partner[] = byOrder(
  loadEntries<PartnerFile>(partnerFileSchema, partnerFiles, 'name', checked),
).map(({ id, data: { order: _order, logo, logoAlt, ...partner } }) => ({
  id,
  ...partner,
  logo: entryImage({ collection: 'partners', id, field: 'logo', file: logo }, logoAlt),
}));

export const offers: readonly Offer[] = byOrder(
  loadEntries<OfferFile>(offerFileSchema, offerFiles, 'title', checked),
).map(({ id, data: { order: _order, ...offer } }) => ({ id, ...offer }));

/** Home hero: the spec's strings, verbatim. */
export const homeHero = {
  title: "L'ACCÉLÉRATEUR DES FORMATS TV",
  subtitle: 'Made in France',
  text: 'Accélérez vos projets audiovisuels avec nos formations, nos experts et un écosystème dédié à la création de formats innovants.',
  callToAction: { label: 'Découvrir nos formations', href: cataloguePath },
} as const satisfies { title: string; subtitle: string; text: string; callToAction: PageLink };

export interface SupervisionPanel {
  id: 'before' | 'after';
  title: string;
  intro: string;
  points: readonly TitledText[];
}

/** Home section 'Encadrement de nos formations'. */
export const trainingSupervision: { title: string; panels: readonly [SupervisionPanel, SupervisionPanel] } = {
  title: 'Encadrement de nos formations',
  panels: [
    {
      id: 'before',
      title: 'Avant la formation',
      intro:
        'Chaque préinscription commence par un entretien de motivation avec notre responsable de formation. Ce temps d’échange nous permet de vérifier que la formation répond à vos attentes.',
      points: [
        {
          title: 'Votre parcours et votre projet',
          text: 'Nous faisons le point sur votre expérience, vos objectifs professionnels et le projet que vous souhaitez développer.',
        },
        {
          title: 'Des aménagements si nécessaire',
          text: 'Rythme, supports, accessibilité des locaux ou suivi à distance : nous étudions avec vous les adaptations utiles.',
        },
        {
          title: 'Les atouts de nos formations',
          text: 'Nous vous présentons les formateurs, la pédagogie par projet et ce que vous aurez concrètement produit à la fin du parcours.',
        },
        {
          title: 'Le coût et son financement',
          text: 'Nous examinons ensemble les solutions de prise en charge (OPCO, CPF, France Travail) et, si besoin, un échéancier de paiement.',
        },
        {
          title: 'Vos démarches administratives',
          text: 'Nous vous aidons à constituer votre dossier de financement et vous accompagnons jusqu’à la confirmation de votre inscription.',
        },
      ],
    },
    {
      id: 'after',
      // The spec's string, verbatim.
      title: "À l'issue de la formation",
      intro: 'La fin de la formation n’est pas la fin de l’accompagnement.',
      points: [
        {
          title: 'Un bilan pédagogique détaillé',
          text: 'Vous recevez un bilan de vos acquis, les retours de vos formateurs et des conseils pour poursuivre le développement de votre projet.',
        },
        {
          title: 'La communauté des alumni',
          text: 'Vous rejoignez le réseau des anciens stagiaires de La Fabrique : rencontres, offres de collaboration et invitations aux événements professionnels.',
        },
      ],
    },
  ],
};

/** Texts of /la-fabrique. */
export const aboutPage = {
  hero: {
    title: 'La Fabrique',
    subtitle: 'L’accélérateur des formats TV made in France',
    text: 'Nous formons les talents de l’audiovisuel et accompagnons leurs projets, de la première idée jusqu’à la rencontre avec les diffuseurs.',
  },
  whoWeAre: {
    title: 'Qui sommes-nous ?',
    paragraphs: [
      `Depuis ${organisation.foundingYear}, La Fabrique réunit auteurs, producteurs, techniciens et diffuseurs autour d’une même ambition : faire émerger des formats de télévision français originaux, solides et capables de voyager.`,
      'Organisme de formation certifié Qualiopi installé à Paris, nous proposons des formations courtes animées par des professionnels en activité, un accompagnement des projets et, avec l’agence Synapse, un Centre de services IA dédié aux métiers de l’audiovisuel.',
    ],
  },
  axes: {
    title: 'Nos deux axes',
    items: [
      {
        title: 'Former les talents',
        text: 'Des formations courtes et concrètes, pensées avec les professionnels du secteur, pour se perfectionner ou se reconvertir : écriture et développement de formats, outils numériques et IA, droit, production responsable.',
      },
      {
        title: 'Accélérer les projets',
        text: 'Un accompagnement individuel, un réseau de partenaires et des rencontres avec les diffuseurs pour transformer une bonne idée en projet prêt à être produit.',
      },
    ] satisfies readonly TitledText[],
  },
  objective: {
    title: 'Notre objectif',
    text: 'Faire de la France une terre de formats : donner à chaque talent les méthodes, les outils et les contacts qui lui permettent de créer des programmes originaux, responsables et reconnus sur le marché international.',
  },
  teamSection: { title: 'Notre équipe' },
  partnersSection: { title: 'Nos partenaires' },
  trainingPolicyLink: {
    label: 'Consulter notre politique de formation',
    href: legalPath('politique-de-formation'),
  } satisfies PageLink,
} as const;

/** Texts of /nos-offres (the offers themselves are `offers`). */
export const offersPage = {
  hero: {
    title: 'Nos offres',
    text: 'Adhésion au réseau, accompagnement de projet ou expertise sur mesure : choisissez la formule qui correspond à votre étape de développement.',
    callToAction: { label: 'Nous contacter', href: '#contact' } satisfies PageLink,
  },
  membershipReasons: {
    title: 'Pourquoi devenir membre ?',
    items: [
      {
        title: 'Un réseau de professionnels',
        text: 'Auteurs, producteurs, techniciens et diffuseurs se retrouvent au sein de La Fabrique pour échanger et monter des projets ensemble.',
      },
      {
        title: 'Un accès privilégié aux diffuseurs',
        text: 'Nos rencontres et nos sessions de présentation de projets vous ouvrent les portes des chaînes et des plateformes.',
      },
      {
        title: 'Une veille du marché des formats',
        text: 'Tendances, appels à projets, formats qui s’exportent : vous recevez l’essentiel pour prendre les bonnes décisions.',
      },
      {
        title: 'Des formations à tarif préférentiel',
        text: 'Les membres bénéficient de conditions avantageuses sur l’ensemble de notre catalogue de formations.',
      },
      {
        title: 'L’IA en toute confiance',
        text: 'Les ateliers du Centre de services IA vous aident à adopter les nouveaux outils dans le respect des droits des auteurs.',
      },
    ] satisfies readonly TitledText[],
  },
  offersSection: {
    title: 'Nos formules',
    offerCallToAction: 'Nous contacter',
  },
} as const;
