import type { Course } from '@fabrique/content';
import type { ReactNode } from 'react';
import { Grid, TabSet, type TabListAlign } from '@fabrique/ui';
import * as styles from './CourseTabs.css.ts';

/** What a course card needs; the catalogue's `Course` fits. */
export type CourseTabsCourse = Pick<Course, 'id' | 'title' | 'badge' | 'category' | 'description'>;

/** One tab and its courses, already chosen and ordered by the caller (`homeTabs` and `homeTabCourses`). */
export interface CourseTab<C extends CourseTabsCourse = CourseTabsCourse> {
  key: string;
  label: string;
  courses: readonly C[];
}

export interface CourseTabsProps<C extends CourseTabsCourse = CourseTabsCourse> {
  /** Shown in this order, each tab's courses in their given order: nothing is re-sorted here. */
  tabs: readonly CourseTab<C>[];
  /** The tab selected first; by default the first one (Best-Sellers on the home page). */
  defaultTab?: string;
  /** Names the tab list for assistive technology. */
  label?: string;
  align?: TabListAlign;
  /** Draws one course, usually a CourseCard with the course's page and category colour. */
  renderCourse: (course: C) => ReactNode;
}

/** The home page's 'Nos Formations' tabs: Best-Sellers, Intemporelles, Nouveautés, each with its course cards. */
export function CourseTabs<C extends CourseTabsCourse>({
  tabs,
  defaultTab,
  label = 'Nos Formations',
  align = 'center',
  renderCourse,
}: CourseTabsProps<C>) {
  return (
    <TabSet.Root defaultValue={defaultTab ?? tabs[0]?.key} activationMode="automatic">
      <TabSet.List label={label} align={align}>
        {tabs.map((tab) => (
          <TabSet.Trigger key={tab.key} value={tab.key}>
            {tab.label}
          </TabSet.Trigger>
        ))}
      </TabSet.List>
      {tabs.map((tab) => (
        <TabSet.Content key={tab.key} value={tab.key}>
          <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
            {tab.courses.map((course) => (
              <li key={course.id} className={styles.item}>
                {renderCourse(course)}
              </li>
            ))}
          </Grid>
        </TabSet.Content>
      ))}
    </TabSet.Root>
  );
}
