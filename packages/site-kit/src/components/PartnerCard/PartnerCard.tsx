import type { Partner } from '@fabrique/content';
import { cx } from '../../utils/cx.ts';
import { Card, LinkedText, TextLink, Heading } from '@fabrique/ui';
import * as styles from './PartnerCard.css.ts';

export const partnerCardHeadingLevels = [2, 3, 4] as const;

export interface PartnerCardProps {
  partner: Pick<Partner, 'name' | 'logo' | 'description' | 'url'>;
  headingLevel?: (typeof partnerCardHeadingLevels)[number];
  className?: string;
}

/** A partner of La Fabrique: logo, name and what the partnership brings; the name links to its site when known. */
export function PartnerCard({ partner, headingLevel = 3, className }: PartnerCardProps) {
  return (
    <Card as="article" className={cx(styles.root, className)}>
      <div className={styles.body}>
        <div className={styles.logoFrame}>
          {/* The partner's name is the heading right below: the logo would only repeat it. */}
          <img
            src={partner.logo.src}
            width={partner.logo.width}
            height={partner.logo.height}
            alt=""
            loading="lazy"
            decoding="async"
            className={styles.logo}
          />
        </div>
        <Heading level={headingLevel} size="h3">
          {partner.url ? (
            <TextLink href={partner.url} external>
              {partner.name}
            </TextLink>
          ) : (
            partner.name
          )}
        </Heading>
        <p className={styles.description}>
          <LinkedText>{partner.description}</LinkedText>
        </p>
      </div>
    </Card>
  );
}
