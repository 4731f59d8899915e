/** The fixed pages' own texts (`data/pages/<page>.json`); their links, images and lists stay with the site. */
import { fields, singleton } from '@keystatic/core';
import { site, requiredText, textList } from '../fields.ts';

const factsHelp =
  'Une information de l’organisme s’écrit entre accolades, jamais recopiée : {organisation.name}, {organisation.foundingYear}, {disabilityContact}…';

const titledTexts = (label: string, itemLabel: string) =>
  fields.array(
    fields.object({ title: requiredText('Titre', { max: 160 }), text: requiredText('Texte', { multiline: true }) }),
    {
      label,
      itemLabel: (props) => props.fields.title.value || itemLabel,
      validation: { length: { min: 1 } },
    },
  );

const titleAndText = (label: string) =>
  fields.object(
    { title: requiredText('Titre', { max: 160 }), text: requiredText('Texte', { multiline: true }) },
    { label },
  );

const supervisionPanel = (label: string) =>
  fields.object(
    {
      title: requiredText('Titre', { max: 160 }),
      intro: requiredText('Introduction', { multiline: true }),
      points: titledTexts('Points', 'Point'),
    },
    { label },
  );

export const homePage = singleton({
  label: 'Page d’accueil',
  path: 'data/pages/home',
  format: { data: 'json' },
  previewUrl: `${site}/`,
  schema: {
    hero: fields.object(
      {
        title: requiredText('Titre', { max: 120 }),
        subtitle: requiredText('Sous-titre', { max: 120 }),
        text: requiredText('Texte', { multiline: true }),
        callToActionLabel: requiredText('Bouton vers les formations', { max: 60 }),
      },
      { label: 'Bandeau d’accueil' },
    ),
    trainingSupervision: fields.object(
      {
        title: requiredText('Titre de la section', { max: 160 }),
        before: supervisionPanel('Avant la formation'),
        after: supervisionPanel('À l’issue de la formation'),
      },
      { label: 'Encadrement de nos formations' },
    ),
  },
});

export const aboutPage = singleton({
  label: 'Page « La Fabrique »',
  path: 'data/pages/about',
  format: { data: 'json' },
  previewUrl: `${site}/la-fabrique`,
  schema: {
    hero: fields.object(
      {
        title: requiredText('Titre', { max: 120 }),
        subtitle: requiredText('Sous-titre', { max: 160 }),
        text: requiredText('Texte', { multiline: true }),
      },
      { label: 'Bandeau' },
    ),
    whoWeAre: fields.object(
      {
        title: requiredText('Titre', { max: 160 }),
        paragraphs: textList('Paragraphes', 'Paragraphe', { description: factsHelp }),
      },
      { label: 'Qui sommes-nous ?' },
    ),
    axes: fields.object(
      { title: requiredText('Titre', { max: 160 }), items: titledTexts('Axes', 'Axe') },
      { label: 'Nos axes' },
    ),
    objective: titleAndText('Notre objectif'),
    teamSectionTitle: requiredText('Titre de la section « Équipe »', { max: 120 }),
    partnersSectionTitle: requiredText('Titre de la section « Partenaires »', { max: 120 }),
    trainingPolicyLinkLabel: requiredText('Lien vers la politique de formation', { max: 120 }),
  },
});

export const offersPage = singleton({
  label: 'Page « Nos offres »',
  path: 'data/pages/offers',
  format: { data: 'json' },
  previewUrl: `${site}/nos-offres`,
  schema: {
    hero: fields.object(
      {
        title: requiredText('Titre', { max: 120 }),
        text: requiredText('Texte', { multiline: true }),
        callToActionLabel: requiredText('Bouton vers le formulaire de contact', { max: 60 }),
      },
      { label: 'Bandeau' },
    ),
    membershipReasons: fields.object(
      { title: requiredText('Titre', { max: 160 }), items: titledTexts('Raisons', 'Raison') },
      { label: 'Pourquoi devenir membre ?' },
    ),
    offersSection: fields.object(
      {
        title: requiredText('Titre', { max: 160 }),
        offerCallToAction: requiredText('Bouton de chaque offre', { max: 60 }),
      },
      { label: 'Section des offres' },
    ),
  },
});

export const csiaPage = singleton({
  label: 'Page CSIA',
  path: 'data/pages/csia',
  format: { data: 'json' },
  previewUrl: `${site}/csia`,
  schema: {
    hero: fields.object(
      {
        eyebrow: requiredText('Surtitre', { max: 80 }),
        title: requiredText('Titre', { max: 160 }),
        text: requiredText('Texte', { multiline: true }),
      },
      { label: 'Bandeau' },
    ),
    strategySessionLabel: requiredText('Bouton de prise de rendez-vous', { max: 80 }),
    catalogueLinkLabel: requiredText('Lien vers le catalogue PDF', { max: 80 }),
    promise: fields.object(
      {
        title: requiredText('Titre', { max: 160 }),
        intro: requiredText('Introduction', { multiline: true }),
        benefits: fields.array(
          fields.object({
            title: requiredText('Titre', { max: 160 }),
            text: requiredText('Texte', { multiline: true }),
          }),
          {
            label: 'Engagements',
            description: 'Exactement trois.',
            itemLabel: (props) => props.fields.title.value || 'Engagement',
            validation: { length: { min: 3, max: 3 } },
          },
        ),
      },
      { label: 'Notre promesse' },
    ),
    workbench: fields.object(
      {
        title: requiredText('Titre', { max: 160 }),
        paragraphs: textList('Paragraphes', 'Paragraphe'),
        features: titledTexts('Fonctions', 'Fonction'),
      },
      { label: 'L’atelier IA' },
    ),
    paths: fields.object(
      { title: requiredText('Titre', { max: 160 }), intro: requiredText('Introduction', { multiline: true }) },
      { label: 'Parcours' },
    ),
    partners: fields.object(
      { title: requiredText('Titre', { max: 160 }), intro: requiredText('Introduction', { multiline: true }) },
      { label: 'Partenaires' },
    ),
    governance: fields.object(
      {
        title: requiredText('Titre', { max: 160 }),
        intro: requiredText('Introduction', { multiline: true }),
        principles: titledTexts('Principes', 'Principe'),
      },
      { label: 'Une IA encadrée' },
    ),
    contact: fields.object(
      {
        title: requiredText('Titre', { max: 160 }),
        text: requiredText('Texte', { multiline: true }),
        writeLabel: requiredText('Lien « nous écrire »', { max: 60 }),
      },
      { label: 'Contact' },
    ),
  },
});

export const csiaCataloguePage = singleton({
  label: 'Catalogue PDF du CSIA',
  path: 'data/pages/csia-catalogue',
  format: { data: 'json' },
  previewUrl: `${site}/csia/catalogue-csia.pdf`,
  schema: {
    title: requiredText('Titre', { max: 120 }),
    subtitle: requiredText('Sous-titre', { max: 160, description: factsHelp }),
    edition: requiredText('Édition', { max: 60 }),
    intro: textList('Introduction', 'Paragraphe'),
    formats: titledTexts('Formats', 'Format'),
    conditions: textList('Conditions', 'Condition', { description: factsHelp }),
    contact: fields.object(
      {
        title: requiredText('Titre', { max: 160 }),
        text: requiredText('Texte', { multiline: true }),
        schedulingLabel: requiredText('Lien de prise de rendez-vous', { max: 80 }),
      },
      { label: 'Contact' },
    ),
    legalNotice: requiredText('Mentions légales du pied de page', { multiline: true, description: factsHelp }),
  },
});
