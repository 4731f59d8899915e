/**
 * The catalogue read from its data files (`data/courses`, `data/trainers`): checked against the schema where an invalid
 * file must stop the work (build, prerender, tests, dev), then assembled into what the site shows.
 */
import { categories } from './category-summaries.ts';
import type { Course, CourseFile, Trainer, TrainerFile } from './types.ts';
import { interpolate } from './course-facts.ts';
import { refuseInvalidContent } from './data-files/gate.ts';
import { loadEntries } from './data-check.ts';
import { courseFiles, trainerFiles } from './data-files/catalogue.ts';
import { entryImage } from './images.ts';

refuseInvalidContent();

const asset = (collection: 'courses' | 'trainers', id: string, field: string, file: string, alt: string) =>
  entryImage({ collection, id, field, file }, alt);

const trainerData = loadEntries<TrainerFile>(trainerFiles);

/** Every trainer, by id. */
export const trainersById: ReadonlyMap<string, Trainer> = new Map(
  trainerData.map(({ id, data: { photo, ...trainer } }) => [
    id,
    {
      id,
      ...trainer,
      ...(photo ? { photo: asset('trainers', id, 'photo', photo, `Portrait de ${trainer.name}`) } : {}),
    },
  ]),
);

const courseData = loadEntries<CourseFile>(courseFiles);

const categoryNames = new Map(categories.map((category) => [category.slug, category.name]));

function assembleCourse({ id, data }: (typeof courseData)[number]): Course {
  const { category, trainers, image, imageAlt, carouselImage, carouselImageAlt, partnerLogo, partnerLogoAlt, ...rest } =
    data;
  return {
    id,
    ...rest,
    category: categoryNames.get(category)!,
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
