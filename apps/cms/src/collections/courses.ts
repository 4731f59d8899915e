import { numericFrenchDate, parisToday } from '@fabrique/content/dates';
import { collection, fields } from '@keystatic/core';
import { alumniScores } from '../alumni-scores.tsx';
import { orderedPair } from '../ordered-pair.tsx';
import { qualiopiResults } from '../qualiopi-results.tsx';
import {
  image,
  isoDay,
  notInCopies,
  optionalEmail,
  order,
  requiredText,
  site,
  textList,
  time,
  titleAndSlug,
} from '../fields.ts';

/** « Du 15/03/2027 au 16/03/2027 », « Le 15/03/2027 »: a row's days as staff read them, « ? » for a day not chosen yet. */
function dayRange(start: string | null, end: string | null) {
  const day = (iso: string | null) => (iso ? numericFrenchDate(iso) : '?');
  return start !== null && start === end ? `Le ${day(start)}` : `Du ${day(start)} au ${day(end)}`;
}

/** Days over by `today` (Paris) are kept as history, not refused: a session that took place may be recorded late. */
export const pastDaysNotice = (end: string, today: string): string | undefined =>
  end < today
    ? 'Ces jours sont passés : le site ne montre plus cette session, gardée en historique. S’il s’agit d’une nouvelle session, vérifiez l’année.'
    : undefined;

/** A run of consecutive days: refused at save when it ends before it starts, warned of when it is over. */
export const period = orderedPair({
  label: 'Période',
  start: isoDay('Premier jour'),
  end: isoDay('Dernier jour', 'Le même jour que le premier pour une journée seule ; jamais avant le premier.'),
  missing: { start: 'le premier jour manque', end: 'le dernier jour manque' },
  context: ({ start, end }) => `Période ${dayRange(start, end).toLowerCase()}`,
  outOfOrder: (start, end) =>
    end < start
      ? `le dernier jour (${numericFrenchDate(end)}) est avant le premier (${numericFrenchDate(start)})`
      : undefined,
  notice: ({ end }) => pastDaysNotice(end, parisToday(Date.now())),
});

/** The hours of each day of a session: refused at save when the day ends before it starts. */
export const dailyHours = orderedPair({
  label: 'Horaires de chaque jour',
  start: time('Début de la journée', 'Heure de Paris, hh:mm ; 09:30 par défaut.', '09:30'),
  end: time('Fin de la journée', 'Heure de Paris, hh:mm, après le début ; 17:30 par défaut.', '17:30'),
  missing: { start: 'l’heure de début manque', end: 'l’heure de fin manque' },
  context: ({ start, end }) => `Horaires de chaque jour (${start || '?'} – ${end || '?'})`,
  outOfOrder: (start, end) => (end <= start ? `la fin (${end}) doit venir après le début (${start})` : undefined),
});

const session = fields.object(
  {
    periods: fields.array(period, {
      label: 'Jours de formation',
      description:
        'Une période par suite de jours consécutifs, dans l’ordre du calendrier et sans chevauchement (la vérification du contenu le contrôle).',
      itemLabel: (props) => dayRange(props.value.start, props.value.end),
      validation: { length: { min: 1 } },
    }),
    dailyHours,
    location: requiredText('Lieu de la session', {
      description: 'Par exemple « Paris » ou « Paris et à distance ».',
      max: 120,
    }),
  },
  { label: 'Session' },
);

export const courses = collection({
  label: 'Formations',
  path: 'data/courses/*',
  format: { data: 'json' },
  slugField: 'title',
  previewUrl: `${site}/formations/{slug}`,
  columns: ['title', 'order'],
  schema: {
    title: titleAndSlug('Titre de la formation', { slugHelp: 'Donne l’adresse de la page : /formations/identifiant.' }),
    order: order(),
    category: fields.relationship({
      label: 'Catégorie',
      collection: 'categories',
      description: 'La page de catégorie où la formation est listée.',
      validation: { isRequired: true },
    }),
    badge: fields.select({
      label: 'Badge',
      options: [
        { label: 'Nouveauté', value: 'Nouveauté' },
        { label: 'Best-Seller', value: 'Best-Seller' },
        { label: 'Intemporelle', value: 'Intemporelle' },
        { label: 'Partenaire', value: 'Partenaire' },
      ],
      defaultValue: 'Nouveauté',
    }),
    duration: fields.object(
      {
        days: fields.number({
          label: 'Jours',
          description: 'Nombre de jours, 0,5 pour une demi-journée.',
          step: 0.5,
          validation: { isRequired: true, min: 0.5 },
        }),
        hours: fields.number({
          label: 'Heures de formation',
          description:
            '3,5 pour 3h30. Une journée compte 7 h en général, 4 h pour certaines (par exemple la journée juridique IA).',
          step: 0.5,
          validation: { isRequired: true, min: 0.5 },
        }),
      },
      { label: 'Durée' },
    ),
    price: fields.conditional(
      fields.select({
        label: 'Tarif',
        description:
          'Ce que la fiche, la carte, le programme PDF et les données pour les moteurs de recherche affichent.',
        options: [
          { label: 'Prix public (€ HT)', value: 'public' },
          { label: 'Intra-entreprise uniquement (sur devis)', value: 'inHouse' },
          { label: 'Prise en charge par un financeur', value: 'funded' },
          { label: 'Aucun tarif affiché', value: 'none' },
        ],
        defaultValue: 'public',
      }),
      {
        public: fields.number({
          label: 'Prix en euros hors taxes',
          description: 'Un montant positif ou nul, sans « € HT » : le site l’ajoute.',
          validation: { isRequired: true, min: 0 },
        }),
        inHouse: fields.empty(),
        funded: requiredText('Financeur', { description: 'Par exemple « l’Afdas ».', max: 80 }),
        none: fields.empty(),
      },
    ),
    location: requiredText('Ville', { description: 'Par exemple « Paris ».', max: 80 }),
    remote: fields.checkbox({ label: 'Peut aussi se suivre à distance', defaultValue: false }),
    funding: fields.object(
      {
        schemes: fields.multiselect({
          label: 'Financements possibles',
          description:
            'Au moins un. Le CPF exige le code RS ou RNCP ci-dessous, et le code n’est accepté qu’avec le CPF.',
          options: [
            { label: 'CPF', value: 'cpf' },
            { label: 'OPCO', value: 'opco' },
            { label: 'France Travail', value: 'france-travail' },
            { label: 'Employeur', value: 'employer' },
          ],
          defaultValue: ['opco', 'employer'],
        }),
        certification: fields.text({
          label: 'Code France compétences',
          description: 'RS1234 ou RNCP12345 ; seulement pour une formation éligible au CPF.',
          validation: { pattern: { regex: /^(?:(?:RS\d{4}|RNCP\d{5}))?$/, message: 'Un code RS1234 ou RNCP12345.' } },
        }),
        instalments: fields.integer({
          label: 'Paiement en plusieurs fois',
          description:
            'Nombre d’échéances (2 à 12) pour un stagiaire qui paie lui-même ; vide : paiement en une fois. Seulement avec un prix public.',
          validation: { min: 2, max: 12 },
        }),
      },
      { label: 'Financement' },
    ),
    trainers: fields.multiRelationship({
      label: 'Formateurs',
      collection: 'trainers',
      description: 'Au moins un. Un formateur absent de la liste s’ajoute d’abord dans « Formateurs ».',
      validation: { length: { min: 1 } },
    }),
    sessions: notInCopies(
      fields.array(session, {
        label: 'Sessions datées',
        description:
          'Dans l’ordre du calendrier, les sessions passées gardées en historique. Sans session à venir, la page annonce la formation « Bientôt disponible ». Une période ou une journée qui finit avant de commencer est refusée dès la sauvegarde ; une session qui chevauche la précédente, par la vérification du contenu, à chaque publication, qui nomme le fichier et le champ.',
        itemLabel: (props) => {
          const periods = props.fields.periods.elements;
          const first = periods[0]?.value.start ?? null;
          const last = periods[periods.length - 1]?.value.end ?? null;
          return first ? `${dayRange(first, last)} — ${props.fields.location.value}` : 'Nouvelle session';
        },
      }),
    ),
    description: requiredText('Description', {
      multiline: true,
      description: 'Le paragraphe d’accroche de la fiche, repris sur la carte et dans le programme PDF.',
      max: 1200,
    }),
    ...image('image', 'Image de la formation', 'courses'),
    ...image('carouselImage', 'Image du carrousel d’accueil', 'courses', {
      required: false,
      description: 'Facultative : remplace l’image de la formation dans le carrousel de la page d’accueil.',
    }),
    objectives: textList('Objectifs pédagogiques', 'Objectif'),
    program: fields.array(
      fields.object({
        title: requiredText('Titre du module', { max: 160 }),
        content: textList('Contenu', 'Point du module'),
      }),
      {
        label: 'Programme',
        description: 'Au moins un module.',
        itemLabel: (props) => props.fields.title.value || 'Module',
        validation: { length: { min: 1 } },
      },
    ),
    public: requiredText('Public', { multiline: true }),
    prerequisites: requiredText('Prérequis', { multiline: true }),
    methodology: requiredText('Méthodes pédagogiques', { multiline: true }),
    admission: requiredText('Modalités d’admission', {
      multiline: true,
      description: 'Des phrases séparées par « . » : chacune devient une puce.',
    }),
    obtention: textList('Ce que le stagiaire obtient', 'Élément'),
    evaluation: textList('Modalités d’évaluation', 'Modalité', { min: 0 }),
    atouts: textList('Les atouts', 'Atout', { min: 0 }),
    testimonials: notInCopies(
      alumniScores({
        label: 'Publier les notes des anciens stagiaires',
        description:
          'Seulement quand assez de stagiaires ont répondu au questionnaire (voir les résultats) : la vérification du contenu refuse sinon.',
      }),
    ),
    results: notInCopies(
      qualiopiResults({
        label: 'Publier les résultats (indicateurs Qualiopi)',
        description:
          'Décochée pour une formation que personne n’a encore suivie : sa page n’affiche alors ni résultats ni notes. Une formation dupliquée part sans résultats, sans notes ni sessions.',
      }),
    ),
    accessibility: requiredText('Accessibilité', {
      multiline: true,
      description:
        'Écrivez {disabilityContact} pour citer le nom, le rôle et l’e-mail du référent handicap de l’organisation.',
    }),
    externalLink: fields.url({ label: 'Lien externe', description: 'Facultatif, une adresse https://.' }),
    ...image('partnerLogo', 'Logo du partenaire', 'courses', { required: false }),
    partnerContact: optionalEmail('E-mail du partenaire', 'Facultatif : ouvert comme lien mailto.'),
  },
});
