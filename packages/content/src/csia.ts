import type { ImageAsset } from './types.ts';
import { organisation } from './site.ts';
import { csiaCataloguePath, csiaPath } from './paths.ts';
import { siteImage } from './images.ts';

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

const strategySession: CsiaLink = {
  label: 'Réserver une session stratégique de 30 minutes',
  href: organisation.strategySessionUrl,
  external: true,
};

const catalogueLink: CsiaLink = {
  label: 'Consulter le catalogue des parcours',
  href: csiaCataloguePath,
  external: false,
};

/** How the texts of the site name the centre: each mention links to /csia. */
export const csiaMention = { phrase: 'Centre de services IA', href: csiaPath } as const;

/** The home page's way to /csia, under the centre's own heading and text. */
export const csiaHomeLink: CsiaLink = {
  label: 'Découvrir le Centre de services IA',
  href: csiaPath,
  external: false,
};

/** Texts of /csia; the tabs are `csiaPaths`, the partner carousel reads `partners` (organisation.ts). */
export const csiaPage: CsiaPage = {
  hero: {
    eyebrow: 'Centre de services IA',
    title: 'L’IA au service des métiers de l’audiovisuel',
    text: 'Avec l’agence Synapse, La Fabrique accompagne les auteurs, les techniciens et les sociétés de production dans l’adoption de l’intelligence artificielle : des formations par métier, un atelier IA sécurisé et un cadre clair pour l’utiliser en confiance.',
    primaryAction: strategySession,
    secondaryAction: catalogueLink,
    image: siteImage(
      'csia/hero.svg',
      'csia',
      'Illustration : une caméra, un micro et une page de scénario reliés par un réseau de nœuds lumineux',
    ),
  },
  promise: {
    title: 'Notre promesse',
    intro:
      'Le CSIA ne vend pas un outil de plus : il vous aide à décider où l’IA vous fait vraiment gagner, et où elle n’a pas sa place.',
    benefits: [
      {
        title: 'Gagner du temps sur les tâches répétitives',
        text: 'Dépouillement, transcription, déclinaisons, veille : vous confiez à l’IA ce qui peut l’être pour consacrer plus de temps à la création.',
      },
      {
        title: 'Monter en compétence, métier par métier',
        text: 'Des parcours conçus pour chaque fonction, animés par des professionnels du secteur et des spécialistes de l’IA de l’agence Synapse.',
      },
      {
        title: 'Avancer en toute sécurité',
        text: 'Droits d’auteur, confidentialité des projets, protection des données : chaque usage est encadré et documenté.',
      },
    ],
  },
  workbench: {
    title: 'Un atelier IA multi-modèles',
    paragraphs: [
      'L’atelier réunit dans une seule interface plusieurs modèles d’IA pour le texte, l’image, le son et la vidéo. Vous comparez leurs résultats sur une même demande et choisissez le plus adapté à votre besoin.',
      'Conçu avec l’agence Synapse, il est utilisé pendant nos formations et peut être déployé pour vos équipes à l’issue du parcours.',
    ],
    features: [
      {
        title: 'Plusieurs modèles, un seul espace',
        text: 'Texte, image, voix et vidéo sont accessibles au même endroit, sans multiplier les comptes ni les abonnements.',
      },
      {
        title: 'Des bibliothèques de consignes par métier',
        text: 'Des modèles de requêtes éprouvés pour l’écriture, la production, la traduction ou la promotion, que vous enrichissez au fil des projets.',
      },
      {
        title: 'Des projets partagés en équipe',
        text: 'Chaque projet garde l’historique des requêtes et des versions, pour travailler à plusieurs et savoir qui a produit quoi.',
      },
      {
        title: 'Des données protégées',
        text: 'Vos documents ne servent pas à entraîner les modèles et sont hébergés dans l’Union européenne.',
      },
    ],
    image: siteImage(
      'csia/workbench.svg',
      'csia',
      'Illustration : un écran partagé en plusieurs panneaux où différents modèles d’IA produisent du texte, une image et une onde sonore',
    ),
  },
  paths: {
    title: 'Nos parcours de formation',
    intro:
      'Sept parcours, un par famille de métiers, composés chacun de quatre modules que vous pouvez suivre séparément ou enchaîner.',
    catalogueAction: catalogueLink,
  },
  partners: {
    title: 'Un écosystème de partenaires',
    intro: 'Le CSIA s’appuie sur l’agence Synapse et sur le réseau de partenaires de La Fabrique.',
  },
  governance: {
    title: 'Une IA encadrée',
    intro:
      'L’usage de l’IA dans la création soulève des questions éthiques, juridiques et sociales. Nos formations et nos accompagnements reposent sur des principes clairs.',
    principles: [
      {
        title: 'L’humain garde la main',
        text: 'L’IA assiste, elle ne décide pas : chaque contenu produit avec son aide est relu, corrigé et validé par un professionnel qui en assume les choix.',
      },
      {
        title: 'Le respect des droits d’auteur',
        text: 'Nous privilégions les outils dont les conditions d’utilisation sont transparentes sur les données d’entraînement et sur la propriété des contenus produits, et nous apprenons à documenter la part de création humaine.',
      },
      {
        title: 'La confidentialité des projets et des données',
        text: 'Scénarios, budgets et données personnelles ne sont jamais confiés à des services qui les réutilisent. Nous appliquons le RGPD et suivons la mise en œuvre du règlement européen sur l’IA.',
      },
      {
        title: 'Le consentement pour les voix et les images',
        text: 'Aucune voix ni aucun visage ne sont reproduits sans l’accord explicite de la personne concernée et sans un cadre contractuel adapté.',
      },
      {
        title: 'La transparence envers le public',
        text: 'Nous recommandons d’indiquer clairement l’usage de l’IA dans les œuvres et les contenus promotionnels, et nous aidons les équipes à le faire.',
      },
    ],
  },
  contact: {
    title: 'Parlons de vos projets IA',
    text: 'En 30 minutes, nous faisons le point sur vos besoins, vos équipes et vos outils, et nous vous proposons le parcours le plus adapté. Cet échange est sans engagement.',
    action: strategySession,
    secondaryAction: {
      label: 'Nous écrire',
      href: `mailto:${organisation.email}`,
      external: false,
    },
  },
};
