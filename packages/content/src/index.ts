/** @fabrique/content — the fixed content of the site, its types and the business rules that read it. */

// Domain types and their value lists
export { articleCategories, badges, categoryTones, fundingSchemes } from './types.ts';
export type {
  Article,
  ArticleCategory,
  Badge,
  CategoryName,
  CategorySlug,
  CategoryTone,
  Course,
  CourseId,
  CourseFile,
  CourseFunding,
  CoursePrice,
  CourseResults,
  CourseTestimonial,
  FundingScheme,
  ImageAsset,
  Offer,
  Partner,
  ProgramModule,
  SessionDetails,
  SessionPeriod,
  TeamMember,
  Trainer,
  TrainerFile,
} from './types.ts';

// Catalogue, read from its data files
export { courseIds, courses, trainersById } from './catalogue.ts';
export { trainerStockImage } from './trainers.ts';
export {
  courseFacts,
  durationLabel,
  hoursLabel,
  interpolate,
  isoWorkload,
  priceLabel,
  publicPrice,
  unknownTokens,
} from './course-facts.ts';
export { textTokens } from './course-schema.ts';
export type { CourseFacts } from './course-facts.ts';
export { ContentDataError, problemLine } from './data-check.ts';
export type { DataProblem } from './data-check.ts';
export { categoryPages } from './categories.ts';
export type { CategoryPage } from './categories.ts';
export { categories, categorySlugs } from './category-summaries.ts';
export type { CategorySummary } from './category-summaries.ts';

// Articles
export { articles } from './articles.ts';
export { articleBody, articleBodyProblems } from './article-body.ts';

// Bodies the editor writes in Markdoc (articles, legal pages)
export { articleBodyFormat, articleBodyImages, legalBodyFormat } from './body-format.mjs';
export type { BodyFormat } from './body-format.mjs';
export { bodyText, readBody } from './markdoc.ts';
export type { BodyPlace, BodyTree } from './markdoc.ts';

// Organisation, pages and contact facts
export { organisation, socialLinks, socialNetworks, valuesToConfirm } from './site.ts';
export type {
  Organisation,
  Person as OrganisationPerson,
  PostalAddress,
  ServiceProvider,
  SocialLink,
  SocialNetwork,
  ValueToConfirm,
} from './site.ts';
export { aboutPage, homeHero, offers, offersPage, partners, team, trainingSupervision } from './organisation.ts';
export type { PageLink, SupervisionPanel, TitledText } from './organisation.ts';

// CSIA
export { csiaCatalogue, csiaHomeLink, csiaPage, csiaPathKeys, csiaPaths } from './csia.ts';
export type { CsiaCatalogue, CsiaLink, CsiaPage, CsiaPath, CsiaPathKey, CsiaPoint, CsiaTopic } from './csia.ts';

// Legal pages
export { footerLinkProblems, lastUpdatedLabel, legalPageProblems, legalPages } from './legal.ts';
export { fileProblems } from './content-problems.ts';
export type { LegalPage, LegalPageId } from './legal.ts';

// Rules
export {
  catalogueLanding,
  catalogueLandingLimit,
  categoryBySlug,
  categorySlug,
  categoryTone,
  courseCountLabel,
  coursesByCategory,
} from './rules/categories.ts';
export type { CatalogueBlock, CategoryLookup } from './rules/categories.ts';
export {
  admissionSentences,
  defaultHomeTab,
  findCourse,
  homeTabCourses,
  homeTabKeys,
  homeTabLimit,
  homeTabs,
} from './rules/courses.ts';
export type { CourseLookup, HomeTab, HomeTabKey } from './rules/courses.ts';
export { courseOutline, courseSectionIds } from './rules/course-outline.ts';
export type { CourseSection, CourseSectionId } from './rules/course-outline.ts';
export { courseFundingOptions } from './rules/funding.ts';
export { certificationCode, minRespondents } from './course-schema.ts';
export type { FundingOption } from './rules/funding.ts';
export { courseResultFigures, resultHeading, resultsPeriod } from './rules/results.ts';
export type { ResultFigure } from './rules/results.ts';
export {
  calendarDay,
  dayAfter,
  daysFrom,
  frenchDate,
  frenchDateAt,
  frenchDateRange,
  frenchTime,
  isIsoDate,
  noonOf,
  parisToday,
  parisUtcOffset,
} from './dates.ts';
export type { CalendarDay } from './dates.ts';
export { comingSoon, sessionDateRange, sessionEvents, sessionImage, sessionWeekLines } from './rules/sessions.ts';
export type { SessionEvent } from './rules/sessions.ts';
export {
  currentSessions,
  dateWindowAttributes,
  isInWindow,
  pastSessions,
  sessionEnd,
  sessionPhases,
  sessionStart,
  sessionStatus,
  sessionWindowDays,
  upcomingSessions,
} from './rules/session-status.ts';
export type { CourseSession, DateWindow, SessionStatus, SessionsPhase } from './rules/session-status.ts';
export {
  budgetCapLabel,
  budgetCaps,
  findCourses,
  finderCountLabel,
  finderSearch,
  finderSortLabels,
  finderSorts,
  finderStateFromSearch,
  fundingSchemeLabels,
  lengthBand,
  lengthBandLabels,
  lengthBands,
  matchesFacets,
  narrowsCatalogue,
  nextSessionStart,
} from './rules/finder.ts';
export type { BudgetCap, FinderSort, FinderState, LengthBand } from './rules/finder.ts';
// The finder's text search is its own entry, `@fabrique/content/course-search`: pages import it on first use.
export { courseSatisfaction, coursesWithTestimonialComment } from './rules/testimonials.ts';
export type { CourseWithTestimonialComment } from './rules/testimonials.ts';
export {
  articleCourses,
  findArticle,
  relatedArticles,
  relatedArticlesLimit,
  suggestedArticles,
  suggestedArticlesLimit,
} from './rules/articles.ts';
export type { ArticleLookup } from './rules/articles.ts';
export {
  homePath,
  aboutPath,
  offersPath,
  cataloguePath,
  articlesPath,
  csiaPath,
  csiaCataloguePath,
  csiaCataloguePdfPath,
  notFoundPath,
  sitemapPath,
  robotsPath,
  newsletterFolder,
  newsletterConfirmationPath,
  newsletterUnsubscribePath,
  categoryPath,
  coursePath,
  courseProgrammePath,
  courseAlertConfirmationPath,
  courseAlertUnsubscribePath,
  courseCalendarPath,
  articlePath,
  legalPath,
  privacyPolicyPath,
  trainingPolicyPath,
  formPostFolder,
  formActions,
  formResultPaths,
} from './paths.ts';
export type { FormName, FormResult } from './paths.ts';
export {
  csiaMention,
  englishPhrases,
  footerNavigation,
  legalNavigation,
  siteCallToAction,
  siteNavigation,
} from './navigation.ts';
