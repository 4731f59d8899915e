import type { ContactRecord } from '@fabrique/forms';
import { Section } from '@react-email/components';
import { Lines, Paragraph, SmallPrint, Title } from '../blocks/blocks.tsx';
import { brand } from '../brand.ts';
import { EmailLayout } from '../EmailLayout/EmailLayout.tsx';
import { renderEmail } from '../render.ts';

/** The message as the server keeps it (the forms package owns its fields), and its reference. */
export type ContactNotificationProps = Omit<ContactRecord, 'subject'> & {
  /** The stored message's id: the organisation finds it in the database by it. */
  reference: string;
};

/** The facts of a message, as the organisation reads them; the empty ones are left out. */
function facts(props: ContactNotificationProps): Array<[string, string]> {
  const rows: Array<[string, string | null]> = [
    ['Nom', props.name],
    ['E-mail', props.email],
    ['Sujet', props.subjectLabel],
    ['Projet ou formation', props.projectOrFormationName],
    ['Téléphone', props.phone],
    ['Entreprise', props.company],
    ['Formation (identifiant)', props.courseId],
    ['Session souhaitée (premier jour)', props.sessionStart],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

const title = 'Nouveau message de contact';

/** To the organisation: every field the visitor filled, and their message as typed. */
export function ContactNotification(props: ContactNotificationProps) {
  return (
    <EmailLayout title={title}>
      <Title>{title}</Title>
      <Paragraph>Nouveau message reçu depuis le formulaire de contact du site.</Paragraph>
      <Paragraph>
        {facts(props).map(([label, value], index) => (
          <span key={label}>
            {index > 0 && <br />}
            <strong style={{ fontWeight: brand.weight.strong }}>{label}</strong> : {value}
          </span>
        ))}
      </Paragraph>
      <Title level="h2">Message :</Title>
      <Section
        style={{ borderLeft: `4px solid ${brand.light.accent}`, paddingLeft: '16px', margin: '0 0 16px' }}
        className="fab-text"
      >
        <Paragraph>
          <Lines text={props.message} />
        </Paragraph>
      </Section>
      <SmallPrint>Référence : {props.reference}</SmallPrint>
    </EmailLayout>
  );
}

export const contactNotificationEmail = (props: ContactNotificationProps) =>
  renderEmail(`Nouveau message (${props.subjectLabel}) de ${props.name}`, <ContactNotification {...props} />);
