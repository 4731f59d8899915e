import { Paragraph, SmallPrint, TextLink } from '../blocks/blocks.tsx';
import { EmailLayout } from '../EmailLayout/EmailLayout.tsx';
import { renderEmail } from '../render.ts';

export type NewsletterWelcomeProps = {
  /** The site's unsubscribe page with the subscriber's token. */
  unsubscribeUrl: string;
};

const subject = 'Votre inscription à la newsletter de La Fabrique est confirmée';

export function NewsletterWelcome({ unsubscribeUrl }: NewsletterWelcomeProps) {
  return (
    <EmailLayout title={subject}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>Votre inscription à la newsletter de La Fabrique est confirmée. Merci !</Paragraph>
      <SmallPrint>
        Pour vous désinscrire à tout moment : <TextLink href={unsubscribeUrl}>Se désinscrire</TextLink>
      </SmallPrint>
    </EmailLayout>
  );
}

export const newsletterWelcomeEmail = (props: NewsletterWelcomeProps) =>
  renderEmail(subject, <NewsletterWelcome {...props} />);
