import { formActions, organisation, privacyPolicyPath } from '@fabrique/content';
import { formPostFields, sendContactMessage } from '@fabrique/forms';
import { ContactDetails, PageSection } from '@fabrique/ui';
import { ContactForm, type SendContactMessage } from '@fabrique/site-kit';
import { useLocation } from 'react-router';
import { backendConfig } from '../lib/config.ts';

/** The site's contact forms send through the contact function. */
export const sendContact: SendContactMessage = (message, { idempotencyKey, honeypot }) =>
  sendContactMessage(backendConfig, { ...message, website: honeypot }, { idempotencyKey });

/** The organisation's e-mail, phone and address, beside each contact form of the site. */
export function OrganisationContactDetails() {
  return (
    <ContactDetails
      email={organisation.email}
      phone={organisation.phone}
      phoneHref={organisation.phoneE164}
      address={organisation.displayAddress}
    />
  );
}

/** 'Parlons de votre projet': the organisation's contact lines and the contact form, the target of '#contact'. */
export function ContactSection() {
  const { pathname } = useLocation();
  return (
    <PageSection
      id="contact"
      tone="muted"
      // Never deferred, though always last: Lighthouse's axe, which does not scroll, read its skipped form at the estimated
      // 40 rem height, over the dark footer (the message label at 1.28:1 on the home at 390 px).
      headingId="contact-title"
      eyebrow="Contact"
      title="Parlons de votre projet"
      intro="Une question sur une formation, un projet à accompagner ou une offre ? Écrivez-nous : nous vous répondons sous 48 heures ouvrées."
      space="large"
      aside={
        <ContactForm
          send={sendContact}
          privacyPolicyHref={privacyPolicyPath}
          labelledBy="contact-title"
          post={{ action: formActions.contact, fields: { [formPostFields.page]: pathname } }}
        />
      }
    >
      <OrganisationContactDetails />
    </PageSection>
  );
}
