import type { ImageAsset, Offer, Partner, TeamMember } from './types.ts';
import { organisation } from './site.ts';
import { cataloguePath, legalPath } from './paths.ts';
import jeanBaptisteLacroix from '../assets/team/jean-baptiste-lacroix.svg';
import heleneDumas from '../assets/team/helene-dumas.svg';
import marcAntoinePerrin from '../assets/team/marc-antoine-perrin.svg';
import leaMorel from '../assets/team/lea-morel.svg';
import ecranVert from '../assets/partners/ecran-vert.svg';
import sillage from '../assets/partners/sillage.svg';
import synapse from '../assets/partners/synapse.svg';
import cercleDesFormats from '../assets/partners/cercle-des-formats.svg';
import studioTremplin from '../assets/partners/studio-tremplin.svg';

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

const teamPortrait = (src: string, name: string): ImageAsset => ({
  src,
  width: 480,
  height: 600,
  alt: `Portrait illustré de ${name}`,
});

const partnerLogo = (src: string, name: string): ImageAsset => ({
  src,
  width: 320,
  height: 120,
  alt: `Logo ${name}`,
});

const founderName = 'Jean-Baptiste Lacroix';
const presidentName = organisation.publicationDirector.name;
const managingDirectorName = 'Marc-Antoine Perrin';
const trainingManagerName = organisation.disabilityContact.name;

/** In the order the home page and /la-fabrique show them. */
export const team: readonly TeamMember[] = [
  {
    id: 'jean-baptiste-lacroix',
    name: founderName,
    position: 'Fondateur',
    bio: 'Producteur de formats de flux pendant quinze ans, il a développé des jeux et des divertissements pour les chaînes nationales avant de fonder La Fabrique en 2016. Il veut donner aux talents français les moyens de créer des formats capables de s’exporter.',
    image: teamPortrait(jeanBaptisteLacroix, founderName),
  },
  {
    id: organisation.publicationDirector.teamMemberId,
    name: presidentName,
    position: 'Présidente',
    bio: 'Ancienne directrice des programmes d’une chaîne de la TNT, elle préside La Fabrique et veille à ses liens avec les diffuseurs, les plateformes et les financeurs de la formation. Elle est directrice de la publication du site.',
    image: teamPortrait(heleneDumas, presidentName),
  },
  {
    id: 'marc-antoine-perrin',
    name: managingDirectorName,
    position: 'Directeur Général',
    bio: 'Passé par la gestion de sociétés de production et de studios d’animation, il dirige les activités de La Fabrique au quotidien. Il pilote les partenariats, l’incubation des projets et le Centre de services IA mené avec l’agence Synapse.',
    image: teamPortrait(marcAntoinePerrin, managingDirectorName),
  },
  {
    id: organisation.disabilityContact.teamMemberId,
    name: trainingManagerName,
    position: 'Responsable de formation',
    bio: 'Ingénieure pédagogique, elle conçoit les parcours avec les formateurs, suit chaque stagiaire de l’entretien de motivation jusqu’au bilan et garantit le respect du référentiel Qualiopi. Elle est aussi la référente handicap de La Fabrique.',
    image: teamPortrait(leaMorel, trainingManagerName),
  },
];

export const partners: readonly Partner[] = [
  {
    id: 'ecran-vert',
    name: 'Écran Vert',
    logo: partnerLogo(ecranVert, 'Écran Vert'),
    description:
      'Collectif d’éco-production, Écran Vert accompagne les tournages dans la réduction de leur empreinte carbone. Ses experts interviennent dans nos formations RSE et partagent avec nos stagiaires leurs outils de mesure et leurs retours de terrain.',
  },
  {
    id: 'sillage',
    name: 'Sillage',
    logo: partnerLogo(sillage, 'Sillage'),
    description:
      'Agence de communication responsable, Sillage conçoit des campagnes sobres et efficaces pour les marques et les médias. Elle anime avec nous la formation à l’éco-conception des campagnes publicitaires.',
    url: 'https://www.agence-sillage.fr',
  },
  {
    id: 'synapse',
    name: 'Synapse',
    logo: partnerLogo(synapse, 'Synapse'),
    description:
      'Agence spécialisée en intelligence artificielle, Synapse est notre partenaire du Centre de services IA. Ensemble, nous formons les professionnels de l’audiovisuel aux outils d’IA générative et les accompagnons dans leur adoption.',
  },
  {
    id: 'cercle-des-formats',
    name: 'Le Cercle des Formats',
    logo: partnerLogo(cercleDesFormats, 'Le Cercle des Formats'),
    description:
      'Réseau d’auteurs de formats de télévision, le Cercle des Formats défend la création originale française. Ses membres partagent leur expérience avec nos stagiaires et participent aux sessions de pitch.',
  },
  {
    id: 'studio-tremplin',
    name: 'Studio Tremplin',
    logo: partnerLogo(studioTremplin, 'Studio Tremplin'),
    description:
      'Incubateur dédié aux jeunes sociétés de production, Studio Tremplin aide les porteurs de projets à structurer leur entreprise. Nous lui confions les projets issus de nos formations qui sont prêts à franchir le cap de la production.',
  },
];

export const offers: readonly Offer[] = [
  {
    id: 'adhesion-reseau',
    title: 'Adhésion au Réseau',
    price: 'Tarif selon profil',
    description:
      'Rejoignez la communauté des auteurs, producteurs et techniciens de La Fabrique pour partager vos projets, rencontrer des partenaires et rester au fait des évolutions du marché des formats.',
    features: [
      'Accès aux rencontres professionnelles et aux soirées de présentation de projets',
      'Annuaire des membres et mise en relation avec les diffuseurs partenaires',
      'Tarifs préférentiels sur l’ensemble de nos formations',
      'Veille mensuelle sur les formats et les appels à projets',
      'Invitation aux masterclasses et aux ateliers du Centre de services IA',
    ],
  },
  {
    id: 'service-accompagnement',
    title: 'Service Accompagnement',
    price: '1500 € H.T.',
    description:
      'Un accompagnement sur mesure pour faire passer votre projet de l’idée au dossier prêt à être présenté à un diffuseur ou à une plateforme.',
    features: [
      'Diagnostic de votre projet avec un producteur expérimenté',
      'Quatre séances de travail individuelles sur trois mois',
      'Relecture et amélioration de votre dossier de présentation',
      'Préparation au pitch et simulation d’un rendez-vous diffuseur',
      'Recommandations de financements et d’aides adaptées',
    ],
  },
  {
    id: 'service-expertise',
    title: 'Service Expertise',
    price: '2500 € H.T.',
    description:
      'Pour les sociétés de production et les diffuseurs : une expertise approfondie de vos formats, de votre stratégie de développement ou de votre démarche RSE, menée par nos spécialistes.',
    features: [
      'Audit complet d’un format ou d’un catalogue de projets',
      'Analyse du marché français et international',
      'Recommandations écrites et plan d’action priorisé',
      'Restitution auprès de vos équipes',
      'Suivi à trois mois pour mesurer les progrès',
      'Accès aux experts du Centre de services IA si votre projet le demande',
    ],
  },
];

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
