/** Domain types of the content: value lists, and the types inferred from the schema as the site shows them. */
import type * as v from 'valibot';
import type { courseFileSchema, trainerFileSchema } from './course-schema.ts';

export type CourseFile = v.InferOutput<typeof courseFileSchema>;
export type TrainerFile = v.InferOutput<typeof trainerFileSchema>;

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

/** How a trainee can have a course paid for, beyond paying it personally. */
export const fundingSchemes = ['cpf', 'opco', 'france-travail', 'employer'] as const;
export type FundingScheme = (typeof fundingSchemes)[number];

/** An image file of `packages/content/assets`, resolved through Vite so it gets a hashed URL. */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /** Empty only for purely decorative images. */
  alt: string;
}

/** A trainer as the site shows them: `data/trainers/<id>.json` with its id and its photo resolved. */
export type Trainer = Omit<TrainerFile, 'photo' | 'photoAlt'> & { id: string; photo?: ImageAsset };

/** A course's id: its data file's name, and its page's URL segment. */
export type CourseId = string;

/** One dated session (a cohort): its training periods, its daily hours (Paris) and its place. */
export type SessionDetails = CourseFile['sessions'][number];
/** One line of the weekly list: consecutive training days, ISO dates (yyyy-mm-dd), Paris time. */
export type SessionPeriod = SessionDetails['periods'][number];
export type ProgramModule = CourseFile['program'][number];
/** Alumni ratings out of 5. */
export type CourseTestimonial = NonNullable<CourseFile['testimonials']>;
/** Who can pay for a course (Qualiopi indicator 1); a trainee can always pay personally when there is a public price. */
export type CourseFunding = CourseFile['funding'];
/** What past cohorts achieved over a period (Qualiopi indicator 2); the satisfaction is the alumni scores' mean. */
export type CourseResults = CourseFile['results'];
export type CoursePrice = CourseFile['price'];

/**
 * A course as the site shows it: `data/courses/<id>.json` with its id, its category's name, its trainers and images
 * resolved and its texts' organisation facts filled in (see catalogue.ts).
 */
export type Course = Omit<
  CourseFile,
  | 'category'
  | 'trainers'
  | 'image'
  | 'imageAlt'
  | 'carouselImage'
  | 'carouselImageAlt'
  | 'partnerLogo'
  | 'partnerLogoAlt'
> & {
  id: CourseId;
  category: CategoryName;
  trainers: readonly Trainer[];
  image: ImageAsset;
  carouselImage?: ImageAsset;
  partnerLogo?: ImageAsset;
};

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
