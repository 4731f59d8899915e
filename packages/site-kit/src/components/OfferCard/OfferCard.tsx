import type { Offer } from '@fabrique/content';
import type { MouseEvent } from 'react';
import { cx } from '../../utils/cx.ts';
import { scrollToSection } from '../../utils/scrollToSection.ts';
import { ButtonLink, Card, GlyphIcon, Heading, LinkedText } from '@fabrique/ui';
import * as styles from './OfferCard.css.ts';

export const offerCardHeadingLevels = [2, 3, 4] as const;

export interface OfferCardProps {
  offer: Pick<Offer, 'title' | 'price' | 'description' | 'features'>;
  /** Id of the contact section the button leads to; that section should carry tabIndex={-1}. */
  contactTargetId?: string;
  /** The button's text, e.g. `offersPage.offersSection.offerCallToAction`. */
  callToAction?: string;
  headingLevel?: (typeof offerCardHeadingLevels)[number];
  className?: string;
}

/** A membership or service offer; its button scrolls to the contact form and moves focus there. */
export function OfferCard({
  offer,
  contactTargetId = 'contact',
  callToAction = 'Nous contacter',
  headingLevel = 3,
  className,
}: OfferCardProps) {
  // Without script, or without the section on the page, the plain #hash link still works.
  const goToContact = (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(contactTargetId)) event.preventDefault();
  };
  return (
    <Card as="article" className={cx(styles.root, className)}>
      <div className={styles.body}>
        <header className={styles.header}>
          <Heading level={headingLevel} size="h3">
            {offer.title}
          </Heading>
          <p className={styles.price}>{offer.price}</p>
        </header>
        <p className={styles.description}>
          <LinkedText>{offer.description}</LinkedText>
        </p>
        <ul className={styles.features}>
          {offer.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <span className={styles.check}>
                <GlyphIcon glyph="check" size={14} />
              </span>
              <span>
                <LinkedText>{feature}</LinkedText>
              </span>
            </li>
          ))}
        </ul>
        <div className={styles.action}>
          <ButtonLink href={`#${contactTargetId}`} variant="secondary" onClick={goToContact} className={styles.button}>
            {callToAction}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
