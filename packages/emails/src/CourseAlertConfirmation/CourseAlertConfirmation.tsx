import { ActionButton, Paragraph, SmallPrint, TextLink } from '../blocks/blocks.tsx';
import { EmailLayout } from '../EmailLayout/EmailLayout.tsx';
import { renderEmail } from '../render.ts';

export type CourseAlertConfirmationProps = {
  /** The course is named by its page's address: its title lives in the site's content, not in the functions. */
  courseUrl: string;
  /** The course's alert confirmation page with the token. */
  confirmUrl: string;
};

const subject = 'Confirmez votre demande d’alerte sur les prochaines dates';

/** Double opt-in of a next-date alert: the same flow as the newsletter, one list per course. */
export function CourseAlertConfirmation({ courseUrl, confirmUrl }: CourseAlertConfirmationProps) {
  return (
    <EmailLayout title={subject}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>
        Vous avez demandé à être averti(e) des prochaines dates de cette formation de La Fabrique :{' '}
        <TextLink href={courseUrl}>{courseUrl}</TextLink>
      </Paragraph>
      <Paragraph>Pour confirmer votre demande, ouvrez le lien ci-dessous (valable 48 heures).</Paragraph>
      <ActionButton href={confirmUrl}>Confirmer ma demande</ActionButton>
      <SmallPrint>Si vous n&apos;avez rien demandé, ignorez cet e-mail : vous ne recevrez rien de plus.</SmallPrint>
    </EmailLayout>
  );
}

export const courseAlertConfirmationEmail = (props: CourseAlertConfirmationProps) =>
  renderEmail(subject, <CourseAlertConfirmation {...props} />);
