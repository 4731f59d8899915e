/** Domain types of the content: value lists, and the types inferred from the schema as the site shows them. */
import type * as v from 'valibot';
import type { courseFileSchema, trainerFileSchema } from './course-schema.ts';
import type { ArticleFile, OfferFile, PartnerFile, TeamMemberFile } from './schema.ts';

export type CourseFile = v.InferOutput<typeof courseFileSchema>;
export type TrainerFile = v.InferOutput<typeof trainerFileSchema>;

/** A category's name: the `name` of its data file. */
export type CategoryName = string;
/** A category's id: its data file's name, and its page's URL segment. */
export type CategorySlug = string;

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
export type Trainer = Omit<TrainerFile, 'photo'> & { id: string; photo?: ImageAsset };

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
export type CourseResults = NonNullable<CourseFile['results']>;
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

/** A news article as the site shows it: `data/articles/<id>.mdoc` with its id, its image resolved and its body. */
export type Article = Omit<ArticleFile, 'image' | 'imageAlt'> & {
  id: string;
  image: ImageAsset;
  /** The body as the editor wrote it (Markdoc); `articleBody(article)` reads it for the page. */
  content: string;
};

/** A member of the team: `data/team/<id>.json`, in the order the home page and /la-fabrique show them. */
export type TeamMember = Omit<TeamMemberFile, 'order' | 'image'> & { id: string; image: ImageAsset };

export type Partner = Omit<PartnerFile, 'order' | 'logo'> & { id: string; logo: ImageAsset };

export type Offer = Omit<OfferFile, 'order'> & { id: string };

export const socialNetworks = ['X', 'LinkedIn', 'YouTube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** A legal page's id: its data file's name, and its route. */
export type LegalPageId = string;
