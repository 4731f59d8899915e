import { Paragraph, SmallPrint, TextLink } from '../blocks/blocks.tsx';
import { EmailLayout } from '../EmailLayout/EmailLayout.tsx';
import { renderEmail } from '../render.ts';

export type CourseAlertWelcomeProps = {
  courseUrl: string;
  /** The course's alert unsubscribe page with the subscriber's token. */
  unsubscribeUrl: string;
};

const subject = 'Votre alerte sur les prochaines dates est confirmée';

export function CourseAlertWelcome({ courseUrl, unsubscribeUrl }: CourseAlertWelcomeProps) {
  return (
    <EmailLayout title={subject}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>
        C&apos;est noté : nous vous écrirons dès que de nouvelles dates seront annoncées pour cette formation.
      </Paragraph>
      <Paragraph>
        La formation : <TextLink href={courseUrl}>{courseUrl}</TextLink>
      </Paragraph>
      <SmallPrint>
        Pour ne plus être averti(e) : <TextLink href={unsubscribeUrl}>Se désinscrire de cette alerte</TextLink>
      </SmallPrint>
    </EmailLayout>
  );
}

export const courseAlertWelcomeEmail = (props: CourseAlertWelcomeProps) =>
  renderEmail(subject, <CourseAlertWelcome {...props} />);
