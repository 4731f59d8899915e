import { ActionButton, Paragraph, SmallPrint } from '../blocks/blocks.tsx';
import { EmailLayout } from '../EmailLayout/EmailLayout.tsx';
import { renderEmail } from '../render.ts';

export type NewsletterConfirmationProps = {
  /** The site's confirmation page with the token: it confirms by a POST, never on opening. */
  confirmUrl: string;
};

const subject = 'Confirmez votre inscription à la newsletter de La Fabrique';

/** Double opt-in: nothing more is sent until the link is followed. */
export function NewsletterConfirmation({ confirmUrl }: NewsletterConfirmationProps) {
  return (
    <EmailLayout title={subject}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>
        Pour confirmer votre inscription à la newsletter de La Fabrique, ouvrez le lien ci-dessous (valable 48 heures).
      </Paragraph>
      <ActionButton href={confirmUrl}>Confirmer mon inscription</ActionButton>
      <SmallPrint>
        Si vous n&apos;avez pas demandé cette inscription, ignorez cet e-mail : vous ne recevrez rien de plus.
      </SmallPrint>
    </EmailLayout>
  );
}

export const newsletterConfirmationEmail = (props: NewsletterConfirmationProps) =>
  renderEmail(subject, <NewsletterConfirmation {...props} />);
