/**
 * The catalogue read from its data files (`data/courses`, `data/trainers`): checked against the schema where an invalid
 * file must stop the work (build, prerender, tests, dev), then assembled into what the site shows.
 */
import {
  categoryNames,
  categorySlugs,
  type Course,
  type CourseFile,
  type ImageAsset,
  type Trainer,
  type TrainerFile,
} from './types.ts';
import { interpolate } from './course-facts.ts';
import { checkEntries, ContentDataError, contentError, courseReferenceProblems, type DataFile } from './data-check.ts';
import { courseFileSchema, trainerFileSchema } from './course-schema.ts';
import { assetUrls, checked, courseFiles, trainerFiles } from './catalogue-files.ts';

/** Every image of a collection shares one frame: the design crops to it. */
const frames = {
  courses: { width: 1200, height: 800 },
  partnerLogo: { width: 320, height: 120 },
  trainers: { width: 400, height: 400 },
} as const;

/** `../data/courses/art-du-pitch.json` → the data file as the organisation names it and the entry's id. */
const dataFiles = (files: Record<string, unknown>): DataFile[] =>
  Object.entries(files).map(([path, data]) => ({
    file: path.replace('../data/', ''),
    id: path.replace(/^.*\/([^/]+)\.json$/, '$1'),
    data,
  }));

/** An entry's image file as the site shows it; a name with no file behind it is refused. */
function asset(collection: 'courses' | 'trainers', id: string, field: string, file: string, alt: string) {
  const src = assetUrls[`../assets/${collection}/${id}/${file}`];
  if (src === undefined)
    throw contentError(`${collection}/${id}.json`, id, field, `image introuvable : assets/${collection}/${id}/${file}`);
  const frame = field === 'partnerLogo' ? 'partnerLogo' : collection;
  return { src, ...frames[frame], alt } satisfies ImageAsset;
}

const trainerEntries = dataFiles(trainerFiles);
const trainerData = (checked ? checkEntries(trainerFileSchema, trainerEntries, 'name') : trainerEntries) as readonly {
  id: string;
  data: TrainerFile;
}[];

/** Every trainer, by id. */
export const trainersById: ReadonlyMap<string, Trainer> = new Map(
  trainerData.map(({ id, data: { photo, photoAlt, ...trainer } }) => [
    id,
    {
      id,
      ...trainer,
      ...(photo
        ? { photo: asset('trainers', id, 'photo', photo, photoAlt ?? `Portrait illustré de ${trainer.name}`) }
        : {}),
    },
  ]),
);

const courseEntries = dataFiles(courseFiles);
const courseData = (checked ? checkEntries(courseFileSchema, courseEntries, 'title') : courseEntries) as readonly {
  file: string;
  id: string;
  data: CourseFile;
}[];

if (checked) {
  const problems = courseReferenceProblems(courseData, new Set(trainersById.keys()));
  if (problems.length > 0) throw new ContentDataError(problems);
}

function assembleCourse({ id, data }: (typeof courseData)[number]): Course {
  const { category, trainers, image, imageAlt, carouselImage, carouselImageAlt, partnerLogo, partnerLogoAlt, ...rest } =
    data;
  return {
    id,
    ...rest,
    category: categoryNames[categorySlugs.indexOf(category)]!,
    trainers: trainers.map((trainerId) => trainersById.get(trainerId)!),
    image: asset('courses', id, 'image', image, imageAlt),
    ...(carouselImage
      ? { carouselImage: asset('courses', id, 'carouselImage', carouselImage, carouselImageAlt ?? '') }
      : {}),
    ...(partnerLogo ? { partnerLogo: asset('courses', id, 'partnerLogo', partnerLogo, partnerLogoAlt ?? '') } : {}),
    accessibility: interpolate(data.accessibility),
  };
}

/** The whole catalogue in its global order (`order`, then id): it decides "first 3 per category" and the home tabs. */
export const courses: readonly Course[] = courseData
  .map(assembleCourse)
  .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

/** Every course id, in the catalogue's order. */
export const courseIds: readonly string[] = courses.map((course) => course.id);
