import { fields, singleton } from '@keystatic/core';
import { site, requiredEmail, requiredText } from '../fields.ts';

const httpsUrl = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: /^https:\/\/\S+$/, message: 'Une adresse qui commence par https://.' },
    },
  });

const person = (label: string) => ({
  name: requiredText(`${label} : nom`, { max: 80 }),
  role: requiredText(`${label} : fonction`, { max: 80 }),
  teamMemberId: fields.relationship({
    label: `${label} : fiche dans « Équipe »`,
    collection: 'team',
    description: 'Choisie par son nom dans la liste de l’équipe.',
    validation: { isRequired: true },
  }),
});

const provider = (label: string) =>
  fields.object(
    {
      name: requiredText('Nom', { max: 80 }),
      legalName: requiredText('Raison sociale', { max: 160 }),
      address: requiredText('Adresse', { max: 300 }),
      phone: fields.text({ label: 'Téléphone', description: 'Facultatif.' }),
      website: httpsUrl('Site'),
      role: requiredText('Rôle', { multiline: true }),
      dataLocation: requiredText('Lieu des données', { max: 200 }),
    },
    { label },
  );

export const organisation = singleton({
  label: 'Organisation',
  path: 'data/organisation',
  format: { data: 'json' },
  previewUrl: `${site}/mentions-legales`,
  schema: {
    name: requiredText('Nom', { description: 'Cité dans les textes par {organisation.name}.', max: 80 }),
    legalName: requiredText('Raison sociale', {
      description: 'Citée dans les textes par {organisation.legalName}.',
      max: 160,
    }),
    legalForm: fields.select({
      label: 'Forme juridique',
      options: [{ label: 'SAS', value: 'SAS' }],
      defaultValue: 'SAS',
    }),
    legalFormLabel: requiredText('Forme juridique en toutes lettres', { max: 160 }),
    shareCapital: fields.integer({ label: 'Capital social (euros)', validation: { isRequired: true, min: 1 } }),
    shareCapitalDisplay: requiredText('Capital social tel qu’affiché', { max: 40 }),
    foundingYear: fields.integer({
      label: 'Année de création',
      validation: { isRequired: true, min: 1900, max: 2100 },
    }),
    siren: fields.text({
      label: 'SIREN',
      validation: {
        isRequired: true,
        pattern: { regex: /^\d{3} \d{3} \d{3}$/, message: 'Neuf chiffres par groupes de trois : 123 456 789.' },
      },
    }),
    siret: fields.text({
      label: 'SIRET',
      validation: {
        isRequired: true,
        pattern: {
          regex: /^\d{3} \d{3} \d{3} \d{5}$/,
          message: 'Le SIREN suivi de cinq chiffres : 123 456 789 00012.',
        },
      },
    }),
    rcs: requiredText('RCS', { max: 80 }),
    vatNumber: requiredText('Numéro de TVA', { max: 40 }),
    trainingDeclaration: fields.object(
      {
        number: requiredText('Numéro', { max: 40 }),
        authority: requiredText('Autorité', { max: 160 }),
        mention: requiredText('Mention légale', { multiline: true }),
      },
      { label: 'Déclaration d’activité de formation' },
    ),
    qualiopi: fields.object(
      {
        certificateNumber: requiredText('Numéro de certificat', { max: 60 }),
        actionCategory: requiredText('Catégorie d’action', { max: 160 }),
        mention: requiredText('Mention', { multiline: true }),
      },
      { label: 'Certification Qualiopi' },
    ),
    headOffice: fields.object(
      {
        streetAddress: requiredText('Rue', { max: 160 }),
        postalCode: fields.text({
          label: 'Code postal',
          validation: { isRequired: true, pattern: { regex: /^\d{5}$/, message: 'Cinq chiffres.' } },
        }),
        locality: requiredText('Ville', { max: 80 }),
        country: requiredText('Pays', { max: 80 }),
        countryCode: fields.text({
          label: 'Code pays',
          validation: {
            isRequired: true,
            pattern: { regex: /^[A-Z]{2}$/, message: 'Deux lettres majuscules, par exemple FR.' },
          },
        }),
        display: requiredText('Adresse affichée', { max: 200 }),
      },
      { label: 'Siège social' },
    ),
    displayAddress: requiredText('Adresse de contact affichée', { max: 200 }),
    publicationDirector: fields.object(person('Directeur de la publication'), { label: 'Directeur de la publication' }),
    disabilityContact: fields.object(
      { ...person('Référent handicap'), email: requiredEmail('Référent handicap : e-mail') },
      {
        label: 'Référent handicap',
        description: 'Cité dans le texte d’accessibilité de chaque formation par {disabilityContact}.',
      },
    ),
    email: requiredEmail('E-mail de contact'),
    securityEmail: requiredEmail('E-mail de signalement des failles de sécurité'),
    phone: requiredText('Téléphone affiché', { max: 40 }),
    phoneE164: fields.text({
      label: 'Téléphone au format international',
      description: 'Pour les liens d’appel, par exemple +33123456789.',
      validation: { isRequired: true, pattern: { regex: /^\+\d{8,15}$/, message: 'Un + suivi de 8 à 15 chiffres.' } },
    }),
    siteUrl: httpsUrl('Adresse du site'),
    strategySessionUrl: httpsUrl('Lien de prise de rendez-vous'),
    strategySessionDurationMinutes: fields.integer({
      label: 'Durée du rendez-vous (minutes)',
      validation: { isRequired: true, min: 1 },
    }),
    host: provider('Hébergeur du site'),
    backendProvider: provider('Hébergeur des données des formulaires'),
    emailProvider: provider('Service d’envoi des e-mails'),
    socialLinks: fields.array(
      fields.object({
        network: fields.select({
          label: 'Réseau',
          options: [
            { label: 'X', value: 'X' },
            { label: 'LinkedIn', value: 'LinkedIn' },
            { label: 'YouTube', value: 'YouTube' },
          ],
          defaultValue: 'LinkedIn',
        }),
        label: requiredText('Libellé', { max: 80 }),
        url: fields.text({
          label: 'Adresse',
          description: 'Vide tant que le compte n’existe pas.',
          validation: { pattern: { regex: /^(?:https:\/\/\S+)?$/, message: 'Une adresse qui commence par https://.' } },
        }),
      }),
      { label: 'Réseaux sociaux', itemLabel: (props) => props.fields.label.value || 'Réseau' },
    ),
  },
});
