import type { ProgramModule } from '@fabrique/content';
import { Accordion, type AccordionHeadingLevel } from '@fabrique/ui';
import * as styles from './ProgramAccordion.css.ts';

export interface ProgramAccordionProps {
  /** The course's programme, in order. */
  modules: readonly ProgramModule[];
  /** Level of each module's heading: 3 under the 'Programme détaillé' h2. */
  headingLevel?: AccordionHeadingLevel;
  /** Index of the module open at first; all closed by default. */
  defaultOpenModule?: number;
  className?: string;
}

const moduleValue = (index: number) => `module-${index + 1}`;

/** 'Programme détaillé' of a course page: one module open at a time, and it closes again when pressed. */
export function ProgramAccordion({ modules, headingLevel = 3, defaultOpenModule, className }: ProgramAccordionProps) {
  return (
    <Accordion.Root
      headingLevel={headingLevel}
      defaultValue={defaultOpenModule === undefined ? undefined : moduleValue(defaultOpenModule)}
      className={className}
    >
      {modules.map((module, index) => (
        <Accordion.Item key={moduleValue(index)} value={moduleValue(index)}>
          <Accordion.Trigger>{module.title}</Accordion.Trigger>
          <Accordion.Content>
            <ul className={styles.lines}>
              {module.content.map((line) => (
                <li key={line} className={styles.line}>
                  {line}
                </li>
              ))}
            </ul>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
