import type { ReactNode } from 'react';
import { Paragraph, Title } from '../blocks/blocks.tsx';
import { brand } from '../brand.ts';
import { EmailLayout } from '../EmailLayout/EmailLayout.tsx';
import { renderEmail } from '../render.ts';

/** A command or a query the operator copies as it is. */
function Command({ children }: { children: ReactNode }) {
  return (
    <Paragraph>
      <code style={{ fontFamily: brand.font.body, fontWeight: brand.weight.strong, wordBreak: 'break-word' }}>
        {children}
      </code>
    </Paragraph>
  );
}

/** To the operators, never to a visitor: references only, the personal data stays in the database. */
export function OperatorAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmailLayout title={title}>
      <Title>{title}</Title>
      {children}
    </EmailLayout>
  );
}

const alertReasons = {
  rejected: "l'adresse a été refusée par le service d'envoi",
  dead: 'toutes les tentatives ont échoué',
} as const;

export type DeliveryAlertProps = {
  reason: keyof typeof alertReasons;
  /** The e-mail's kind (contact-confirmation…), its delivery's id and how often it was tried. */
  kind: string;
  deliveryId: string;
  attempts: number;
  /** What the e-mail was about: at most one of these is set. */
  contactMessageId: string | null;
  subscriberId: string | null;
  courseAlertSubscriberId: string | null;
  error: string;
};

function deliveryReference(props: DeliveryAlertProps): string {
  if (props.contactMessageId) return `message de contact ${props.contactMessageId} (table contact_messages)`;
  if (props.subscriberId) return `inscription à la newsletter ${props.subscriberId} (table newsletter_subscribers)`;
  if (props.courseAlertSubscriberId)
    return `alerte sur les prochaines dates ${props.courseAlertSubscriberId} (table course_alert_subscribers)`;
  return 'aucune';
}

const deliveryAlertTitle = (kind: string) => `Échec d’envoi d’un e-mail (${kind})`;

/** A delivery given up: which one, why, and the command that sends it again. */
export function DeliveryAlert(props: DeliveryAlertProps) {
  return (
    <OperatorAlert title={deliveryAlertTitle(props.kind)}>
      <Paragraph>Un e-mail n’a pas pu être envoyé : {alertReasons[props.reason]}.</Paragraph>
      <Paragraph>
        Type : {props.kind}
        <br />
        Envoi : {props.deliveryId} (table deliveries), {props.attempts} tentative(s)
        <br />
        Référence : {deliveryReference(props)}
        <br />
        Dernière erreur : {props.error}
      </Paragraph>
      <Paragraph>
        Le message reste enregistré : consultez-le dans la base de données et répondez directement si besoin.
      </Paragraph>
      <Paragraph>Pour le renvoyer :</Paragraph>
      <Command>npm run ops:deliveries -- requeue {props.deliveryId}</Command>
    </OperatorAlert>
  );
}

export const deliveryAlertEmail = (props: DeliveryAlertProps) =>
  renderEmail(deliveryAlertTitle(props.kind), <DeliveryAlert {...props} />);

const outageReasons = {
  paused:
    "Le service d'envoi refuse notre clé ou notre quota est épuisé : l'envoi est suspendu et reprend seul dès que le service accepte de nouveau (vérifiez RESEND_API_KEY et le compte Resend).",
  failing:
    "Le service d'envoi échoue depuis plus de 30 minutes : les e-mails attendent dans la file et sont réessayés.",
} as const;

export type OutageAlertProps = { reason: keyof typeof outageReasons; error: string };

const outageAlertTitle = 'Envoi des e-mails en panne';

/** The e-mail API is out for everyone: nothing is lost, the queue waits; told once per outage. */
export function OutageAlert({ reason, error }: OutageAlertProps) {
  return (
    <OperatorAlert title={outageAlertTitle}>
      <Paragraph>{outageReasons[reason]}</Paragraph>
      <Paragraph>Dernière erreur : {error}</Paragraph>
      <Paragraph>
        Aucun message n&apos;est perdu : demandes et inscriptions sont enregistrées, leurs e-mails partiront à la
        reprise.
      </Paragraph>
      <Paragraph>File d&apos;attente :</Paragraph>
      <Command>select kind, status, attempts, last_error from deliveries where status = &apos;pending&apos;</Command>
    </OperatorAlert>
  );
}

export const outageAlertEmail = (props: OutageAlertProps) => renderEmail(outageAlertTitle, <OutageAlert {...props} />);

export type FloodAlertProps = {
  /** The form's name as the organisation says it (« de contact »…). */
  form: string;
  /** Accepted requests an hour beyond which e-mails are spread out. */
  ceiling: number;
};

const floodAlertTitle = (form: string) => `Afflux inhabituel sur le formulaire ${form}`;

/** More accepted requests in an hour than the ceiling: they are all stored, their e-mails spread over the next hours. */
export function FloodAlert({ form, ceiling }: FloodAlertProps) {
  return (
    <OperatorAlert title={floodAlertTitle(form)}>
      <Paragraph>
        Plus de {ceiling} demandes acceptées en une heure sur le formulaire {form}.
        <br />
        Toutes sont enregistrées ; leurs e-mails sont étalés, {ceiling} par heure au plus.
      </Paragraph>
      <Paragraph>Vérifiez qu&apos;il ne s&apos;agit pas d&apos;un robot :</Paragraph>
      <Command>select created_at, email, subject from contact_messages order by created_at desc limit 50</Command>
    </OperatorAlert>
  );
}

export const floodAlertEmail = (props: FloodAlertProps) =>
  renderEmail(floodAlertTitle(props.form), <FloodAlert {...props} />);
