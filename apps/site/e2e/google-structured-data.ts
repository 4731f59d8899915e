// Google's rich results rules for the types the site emits, as documented on Google Search Central: Course info
// (developers.google.com/search/docs/appearance/structured-data/course-info) and Article (…/structured-data/article).
// Each check returns what is missing or wrong, by property path: an empty list passes.

type Item = Record<string, unknown>;

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const many = (value: unknown): Item[] =>
  [value].flat().filter((entry): entry is Item => typeof entry === 'object' && entry !== null);
const isUrl = (value: unknown) =>
  typeof value === 'string' && /^https:\/\/[^/]+\//.test(value) && !/\/data:/.test(value);
const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

function missing(item: Item, prefix: string, properties: readonly string[]) {
  return properties.filter((property) => !present(item[property])).map((property) => `${prefix}${property}`);
}

/** An Offer: `category` required; `price` and `priceCurrency` go together. */
function offerIssues(offer: Item, prefix: string) {
  const issues = missing(offer, prefix, ['category']);
  if (present(offer.price) !== present(offer.priceCurrency)) issues.push(`${prefix}price and priceCurrency together`);
  if (present(offer.price) && typeof offer.price !== 'number') issues.push(`${prefix}price as a number`);
  return issues;
}

/**
 * Course info: required name, description, provider (with a name), offers (category), hasCourseInstance (courseMode,
 * courseSchedule or courseWorkload); recommended image, inLanguage, and the instance's location and instructor.
 */
export function courseIssues(course: Item): string[] {
  const issues = missing(course, '', [
    'name',
    'description',
    'provider',
    'offers',
    'hasCourseInstance',
    'image',
    'inLanguage',
  ]);
  if (present(course.provider) && !present(many(course.provider)[0]?.name)) issues.push('provider.name');
  if (present(course.image) && !isUrl(course.image)) issues.push('image as a file URL');
  many(course.offers).forEach((offer, index) => issues.push(...offerIssues(offer, `offers[${index}].`)));
  many(course.hasCourseInstance).forEach((instance, index) => {
    const prefix = `hasCourseInstance[${index}].`;
    issues.push(...missing(instance, prefix, ['courseMode', 'location', 'instructor']));
    if (!present(instance.courseSchedule) && !present(instance.courseWorkload))
      issues.push(`${prefix}courseSchedule or courseWorkload`);
    if (present(instance.startDate) !== present(instance.endDate))
      issues.push(`${prefix}startDate and endDate together`);
    if (present(instance.startDate) && !(isDate(instance.startDate) && isDate(instance.endDate)))
      issues.push(`${prefix}dates in ISO 8601`);
    many(instance.offers).forEach((offer) => issues.push(...offerIssues(offer, `${prefix}offers.`)));
  });
  return issues;
}

/** Article: no required property; recommended headline, image, datePublished, dateModified, author (with a name). */
export function articleIssues(article: Item): string[] {
  const issues = missing(article, '', ['headline', 'image', 'datePublished', 'dateModified', 'author']);
  if (present(article.image) && !isUrl(article.image)) issues.push('image as a file URL');
  if (present(article.datePublished) && !isDate(article.datePublished)) issues.push('datePublished in ISO 8601');
  if (many(article.author).some((author) => !present(author.name))) issues.push('author.name');
  return issues;
}
