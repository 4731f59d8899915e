import { useEffect, useId, useRef, useState } from 'react';
import { ButtonLink } from '../Button/Button.tsx';
import { SmartLink } from '../Link/LinkProvider.tsx';
import { isCurrentSection, siteCallToAction, siteNavigation, type NavigationLink } from './navigation.ts';
import * as styles from './SiteHeader.css.ts';

export interface SiteHeaderProps {
  /** The router's pathname: marks the current section with aria-current="page". */
  currentPath: string;
  links?: readonly NavigationLink[];
  callToAction?: NavigationLink;
  /** Id of the page's <main>, target of the skip link. */
  mainContentId?: string;
  /** Initial state of the mobile menu (for stories and tests); the header manages it afterwards. */
  defaultOpen?: boolean;
}

/**
 * The sticky site header: skip link, wordmark, main navigation and call to action. Below 1024 px of its own
 * width (a container query) the navigation collapses behind a menu toggle.
 */
export function SiteHeader({
  currentPath,
  links = siteNavigation,
  callToAction = siteCallToAction,
  mainContentId = 'contenu',
  defaultOpen = false,
}: SiteHeaderProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu, whichever way the visitor got there.
  const [menuPath, setMenuPath] = useState(currentPath);
  if (menuPath !== currentPath) {
    setMenuPath(currentPath);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className={styles.root}>
      <a className={styles.skipLink} href={`#${mainContentId}`}>
        Aller au contenu principal
      </a>
      <div className={styles.inner}>
        {/* The name starts with the visible wordmark and says where it leads: "La Fabrique" alone is also a menu entry. */}
        <SmartLink href="/" className={styles.brand} aria-label="La Fabrique, accueil">
          <span className={styles.brandMark} aria-hidden="true" />
          La Fabrique
        </SmartLink>
        <nav ref={navRef} className={styles.nav} aria-label="Navigation principale">
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setOpen((value) => !value)}
          >
            <span className={styles.toggleIcon} aria-hidden="true">
              <span className={styles.toggleBar} />
              <span className={styles.toggleBar} />
              <span className={styles.toggleBar} />
            </span>
            Menu
          </button>
          <div id={panelId} className={styles.panel} data-state={open ? 'open' : 'closed'}>
            <ul className={styles.list}>
              {links.map(({ label, href }) => (
                <li key={href} className={styles.item}>
                  <SmartLink
                    href={href}
                    className={styles.link}
                    aria-current={isCurrentSection(href, currentPath) ? 'page' : undefined}
                    onClick={close}
                  >
                    {label}
                  </SmartLink>
                </li>
              ))}
            </ul>
            <div className={styles.callToAction}>
              <ButtonLink href={callToAction.href} size="small" className={styles.callToActionButton} onClick={close}>
                {callToAction.label}
              </ButtonLink>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
