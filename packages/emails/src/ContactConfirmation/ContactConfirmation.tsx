import { Paragraph, SmallPrint } from '../blocks/blocks.tsx';
import { EmailLayout } from '../EmailLayout/EmailLayout.tsx';
import { renderEmail } from '../render.ts';

export type ContactConfirmationProps = {
  /** The subject's label, one of the form's fixed options: never the visitor's own words. */
  subjectLabel: string;
};

const subject = 'Nous avons bien reçu votre message';

/** To the sender: fixed text only (no name, no message), so the form cannot relay chosen words to a stranger. */
export function ContactConfirmation({ subjectLabel }: ContactConfirmationProps) {
  return (
    <EmailLayout title={subject}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>
        Nous avons bien reçu votre message (sujet : {subjectLabel}). Nous vous répondrons dans les plus brefs délais.
      </Paragraph>
      <Paragraph>L&apos;équipe de La Fabrique</Paragraph>
      <SmallPrint>
        Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact de notre site. Si ce
        n&apos;est pas vous, ignorez-le.
      </SmallPrint>
    </EmailLayout>
  );
}

export const contactConfirmationEmail = (props: ContactConfirmationProps) =>
  renderEmail(subject, <ContactConfirmation {...props} />);
