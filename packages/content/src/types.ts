/** Domain types of the fixed content. Every record the site shows is one of these. */

export const categoryNames = [
  'Concevoir et développer un projet audiovisuel',
  'Maîtriser les outils et accéder au marché',
  'Construire une démarche RSE',
] as const;
export type CategoryName = (typeof categoryNames)[number];

export const categorySlugs = ['concevoir-developper', 'outils-marche', 'rse'] as const;
export type CategorySlug = (typeof categorySlugs)[number];

/** The colour family a category is labelled with everywhere (card band, badge, overlay). */
export const categoryTones = ['blue', 'purple', 'green'] as const;
export type CategoryTone = (typeof categoryTones)[number];

export const badges = ['Nouveauté', 'Best-Seller', 'Intemporelle', 'Partenaire'] as const;
export type Badge = (typeof badges)[number];

export const courseIds = [
  'creer-developper-produire-format-360',
  'les-cles-de-la-serie-documentaire',
  'atelier-ecriture-avec-ia',
  'la-fabrique-des-recits',
  'communication-digitale-audiovisuel',
  'scenariste-de-jeux-tv',
  'boite-a-outils-ideation',
  'optimiser-process-ia-generative',
  'ia-parcours-fonctions-supports',
  'ia-conception-jeux-videos',
  'trouver-le-bon-projet',
  'ia-enjeux-juridiques',
  'proteger-juridiquement',
  'art-du-pitch',
  'fresque-du-numerique',
  'demarche-ecoresponsable',
  'sensibilisation-vhmss',
  'referent-vhmss',
  'campagne-impact-film',
  'eco-conception-campagnes-publicitaires',
] as const;
export type CourseId = (typeof courseIds)[number];

/** How a trainee can have a course paid for, beyond paying it personally. */
export const fundingSchemes = ['cpf', 'opco', 'france-travail', 'employer'] as const;
export type FundingScheme = (typeof fundingSchemes)[number];

/** Who can pay for a course (Qualiopi indicator 1); a trainee can always pay personally when there is a public price. */
export interface CourseFunding {
  /** The schemes the course is open to, in the order of `fundingSchemes`. */
  schemes: readonly FundingScheme[];
  /** Its code at France compétences ('RS6203', 'RNCP38621'), which alone makes it CPF-eligible: exactly when 'cpf' is a scheme. */
  certification?: string;
  /** How many instalments a trainee paying personally may spread the price over; absent: paid at once. */
  instalments?: number;
}

/** What past cohorts achieved over a period (Qualiopi indicator 2); the satisfaction is the alumni scores' mean. */
export interface CourseResults {
  /** The first and last months of the sessions counted, yyyy-mm. */
  period: { from: string; to: string };
  /** Trainees who started the course over the period. */
  trainees: number;
  /** Trainees who answered the end-of-course survey: the alumni scores are published from `minRespondents` on. */
  respondents: number;
  /** Share of the trainees who followed the whole course, in percent. */
  completionRate: number;
}

/** An image file of `packages/content/assets`, imported through Vite so it gets a hashed URL. */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /** Empty only for purely decorative images. */
  alt: string;
}

export interface Trainer {
  id: string;
  name: string;
  title: string;
  description?: string;
  photo?: ImageAsset;
}

export interface ProgramModule {
  title: string;
  content: readonly string[];
}

/** Alumni ratings out of 5. */
export interface CourseTestimonial {
  quality: number;
  pertinence: number;
  organisation: number;
  comment?: string;
}

/** One line of the weekly list: consecutive training days, ISO dates (yyyy-mm-dd), Paris time. */
export interface SessionPeriod {
  start: string;
  end: string;
}

/** One dated session (a cohort): its training periods, its daily hours and its place. */
export interface SessionDetails {
  periods: readonly SessionPeriod[];
  /** Daily schedule in Paris local time, used for calendars and structured data. */
  dailyHours: { start: string; end: string };
  location: string;
}

export interface Course {
  id: CourseId;
  title: string;
  category: CategoryName;
  badge: Badge;
  duration: string;
  hours: string;
  price?: string;
  location: 'Paris' | 'Paris (ou distanciel)';
  /** Who can pay for the course (for the organisation to confirm: see valuesToConfirm). */
  funding: CourseFunding;
  description: string;
  image: ImageAsset;
  carouselImage?: ImageAsset;
  trainers: readonly Trainer[];
  objectives: readonly string[];
  program: readonly ProgramModule[];
  public: string;
  prerequisites: string;
  methodology: string;
  /** Sentences separated by '. ' (shown as bullets). */
  admission: string;
  obtention: readonly string[];
  evaluation?: readonly string[];
  atouts?: readonly string[];
  /** The alumni scores: published only with at least `minRespondents` respondents in `results`. */
  testimonials?: CourseTestimonial;
  results: CourseResults;
  /** What the sessions block says when no dated session is ahead, e.g. 'Bientôt disponible'. */
  sessions: string;
  /** Every dated session, past ones kept as history, in chronological order; which ones are ahead depends on the date. */
  datedSessions?: readonly SessionDetails[];
  accessibility: string;
  externalLink?: string;
  partnerLogo?: ImageAsset;
  /** An e-mail address, opened as a mailto: link. */
  partnerContact?: string;
}

export const articleCategories = ['Portrait', 'RSE', 'Sécurité', 'Innovation'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

export interface Article {
  id: string;
  title: string;
  /** The day of publication, 'yyyy-mm-dd'; shown in French through `frenchDate`. */
  date: string;
  image: ImageAsset;
  excerpt: string;
  /** Paragraphs separated by blank lines; a paragraph wrapped in ** is a subheading. */
  content: string;
  author?: string;
  category: ArticleCategory;
  /** The courses the article talks about, most relevant first: linked from the article, listed on their pages. */
  relatedCourses: readonly CourseId[];
}

export interface TeamMember {
  id: string;
  name: string;
  position: 'Fondateur' | 'Présidente' | 'Directeur Général' | 'Responsable de formation';
  bio: string;
  image: ImageAsset;
}

export interface Partner {
  id: string;
  name: string;
  logo: ImageAsset;
  description: string;
  url?: string;
}

export interface Offer {
  id: string;
  title: string;
  price: string;
  description: string;
  features: readonly string[];
}
