import type { SocialLink } from '@fabrique/content';
import { useId, type ReactNode } from 'react';
import { SmartLink, VisuallyHidden, SocialIcon } from '@fabrique/ui';
import { normalisePath, type NavigationLink } from '../../navigation.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './SiteFooter.css.ts';

export interface FooterContact {
  email: string;
  /** As displayed, e.g. '01 84 60 21 16'. */
  phone: string;
  /** Target of the tel: link, e.g. '+33184602116'; defaults to the displayed number without spaces. */
  phoneHref?: string;
  /** The short address, e.g. 'Paris, France'. */
  address: string;
}

export interface SiteFooterProps {
  contact: FooterContact;
  /** Networks without a `url` are shown as "bientôt disponible", never as a dead link. */
  socialLinks: readonly SocialLink[];
  /** Year of the © line: passed in, so the footer renders the same everywhere and in screenshots. */
  year: number;
  /** The newsletter form, placed in a light card. */
  newsletter?: ReactNode;
  newsletterTitle?: string;
  newsletterIntro?: string;
  /** Id of the newsletter block, so that other pages can link to it ('#…'). */
  newsletterId?: string;
  tagline?: string;
  /** The site's map and its legal pages, given by the site. */
  siteLinks: readonly NavigationLink[];
  legalLinks: readonly NavigationLink[];
  /** The router's pathname: marks the current page's link with aria-current="page". */
  currentPath?: string;
  organisationName?: string;
}

/** The site footer: contact details, site map, legal pages, newsletter and social networks. */
export function SiteFooter({
  contact,
  socialLinks,
  year,
  newsletter,
  newsletterTitle = 'Newsletter',
  newsletterIntro,
  newsletterId,
  tagline,
  siteLinks,
  legalLinks,
  currentPath,
  organisationName = 'La Fabrique',
}: SiteFooterProps) {
  const ids = useId();
  const id = (part: string) => `${ids}-${part}`;

  const linkList = (links: readonly NavigationLink[]) => (
    <ul className={styles.linkList}>
      {links.map(({ label, href }) => (
        <li key={href}>
          <SmartLink
            href={href}
            className={styles.link}
            aria-current={currentPath !== undefined && normalisePath(currentPath) === href ? 'page' : undefined}
          >
            {label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );

  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.brandColumn}>
            <div className={styles.column}>
              <p className={styles.wordmark}>
                <span className={styles.wordmarkDot} aria-hidden="true" />
                {organisationName}
              </p>
              {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
            </div>
            <div className={styles.column}>
              <h2 className={styles.heading}>Contact</h2>
              <address className={styles.contact}>
                <a className={cx(styles.contactLine, styles.contactIcon.mail)} href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
                <a
                  className={cx(styles.contactLine, styles.contactIcon.phone)}
                  href={`tel:${contact.phoneHref ?? contact.phone.replace(/\s+/g, '')}`}
                >
                  {contact.phone}
                </a>
                <span className={cx(styles.contactLine, styles.contactIcon.pin)}>{contact.address}</span>
              </address>
            </div>
          </div>

          <nav className={styles.column} aria-labelledby={id('site')}>
            <h2 id={id('site')} className={styles.heading}>
              Navigation
            </h2>
            {linkList(siteLinks)}
          </nav>

          <nav className={styles.column} aria-labelledby={id('legal')}>
            <h2 id={id('legal')} className={styles.heading}>
              Informations
            </h2>
            {linkList(legalLinks)}
          </nav>

          <div className={styles.column}>
            {newsletter ? (
              <div className={styles.newsletter} id={newsletterId}>
                <h2 className={styles.newsletterTitle}>{newsletterTitle}</h2>
                {newsletterIntro ? <p className={styles.newsletterIntro}>{newsletterIntro}</p> : null}
                {newsletter}
              </div>
            ) : null}
            <div className={styles.column}>
              <h2 className={styles.heading}>Suivez-nous</h2>
              <ul className={styles.socialList}>
                {socialLinks.map((social) => (
                  <li key={social.network}>
                    <SocialItem social={social} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>

        <p className={styles.bottom}>
          © {year} {organisationName}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}

function SocialItem({ social }: { social: SocialLink }) {
  if (social.url) {
    return (
      <a className={styles.socialLink} href={social.url} target="_blank" rel="noopener noreferrer">
        <SocialIcon network={social.network} size={18} />
        <span aria-hidden="true">{social.network}</span>
        <VisuallyHidden>{social.label} (nouvel onglet)</VisuallyHidden>
      </a>
    );
  }
  // No address yet: plain text that says so, never a link to nowhere.
  return (
    <span className={styles.socialPending}>
      <SocialIcon network={social.network} size={18} />
      <span aria-hidden="true">
        {social.network} · <span className={styles.pendingNote}>bientôt</span>
      </span>
      <VisuallyHidden>{social.label} : bientôt disponible</VisuallyHidden>
    </span>
  );
}
