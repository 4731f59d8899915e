import type { CategoryName, CategorySlug, ImageAsset } from './types.ts';
import concevoirDevelopper from '../assets/categories/concevoir-developper.svg';
import outilsMarche from '../assets/categories/outils-marche.svg';
import rse from '../assets/categories/rse.svg';

/** Texts of a /formations/categorie/{slug} page. */
export interface CategoryPage {
  slug: CategorySlug;
  name: CategoryName;
  title: string;
  description: string;
  whyChoose: {
    heading: 'Pourquoi choisir ce parcours ?';
    intro: string;
    reasons: readonly string[];
  };
  image: ImageAsset;
}

const illustration = (src: string, alt: string): ImageAsset => ({ src, width: 1200, height: 800, alt });

export const categoryPages: Record<CategorySlug, CategoryPage> = {
  'concevoir-developper': {
    slug: 'concevoir-developper',
    name: 'Concevoir et développer un projet audiovisuel',
    title: 'De l’idée au projet prêt à convaincre',
    description:
      'Trouver la bonne idée, l’écrire, la structurer puis la défendre devant un diffuseur : ce parcours couvre toutes les étapes du développement d’un format, d’une série documentaire ou d’un jeu télévisé. Vous travaillez sur votre propre projet, accompagné par des auteurs et des producteurs en activité.',
    whyChoose: {
      heading: 'Pourquoi choisir ce parcours ?',
      intro: 'Parce qu’un bon projet se construit avec méthode, et qu’il se vend aussi bien qu’il s’écrit.',
      reasons: [
        'Vous repartez avec un dossier de projet abouti, travaillé et relu en séance.',
        'Les formateurs sont des auteurs et des producteurs qui développent des formats pour les chaînes et les plateformes.',
        'Chaque formation alterne apports de méthode et ateliers pratiques en petit groupe.',
        'Vous vous entraînez à pitcher devant des professionnels, dans les conditions d’un vrai rendez-vous.',
      ],
    },
    image: illustration(
      concevoirDevelopper,
      'Illustration : un carnet de scénario, une ampoule et une caméra posés sur une table de travail',
    ),
  },
  'outils-marche': {
    slug: 'outils-marche',
    name: 'Maîtriser les outils et accéder au marché',
    title: 'Les outils qui font la différence',
    description:
      'IA générative, communication digitale, protection juridique des œuvres : ce parcours vous donne la maîtrise des outils qui transforment aujourd’hui la production audiovisuelle. Des formations courtes et opérationnelles pour gagner en efficacité et sécuriser vos projets.',
    whyChoose: {
      heading: 'Pourquoi choisir ce parcours ?',
      intro: 'Parce que les outils évoluent vite et que les bons réflexes s’acquièrent en pratiquant.',
      reasons: [
        'Des formations d’une à cinq journées, faciles à intégrer à un planning de production.',
        'Des cas pratiques tirés de productions réelles, sur les outils utilisés par les professionnels.',
        'Un cadre juridique clair pour utiliser l’IA et protéger vos créations.',
        'Un lien direct avec le Centre de services IA pour prolonger l’apprentissage dans vos équipes.',
      ],
    },
    image: illustration(
      outilsMarche,
      'Illustration : un écran d’ordinateur relié à des nœuds d’intelligence artificielle et à une icône de document juridique',
    ),
  },
  rse: {
    slug: 'rse',
    name: 'Construire une démarche RSE',
    title: 'Produire autrement, ensemble',
    description:
      'Réduire l’empreinte environnementale des tournages, prévenir les violences et le harcèlement sur les plateaux, concevoir des campagnes à impact : ce parcours vous aide à bâtir une démarche de responsabilité sociétale concrète. Il s’adresse aux équipes de production comme aux référents en entreprise.',
    whyChoose: {
      heading: 'Pourquoi choisir ce parcours ?',
      intro: 'Parce que les diffuseurs, les financeurs et les équipes attendent désormais des engagements mesurables.',
      reasons: [
        'Des méthodes directement applicables sur vos prochains tournages.',
        'Des formatrices et des partenaires qui mettent en œuvre ces démarches au quotidien.',
        'Une préparation aux exigences des diffuseurs et des financeurs en matière d’éco-production et de prévention.',
        'Des formats adaptés à chacun : ateliers d’une demi-journée, formations de référent ou parcours complets.',
      ],
    },
    image: illustration(
      rse,
      'Illustration : une claquette de cinéma entourée de feuilles vertes et de deux silhouettes qui se tendent la main',
    ),
  },
};
