import type { ImageAsset, Trainer } from './types.ts';
import claireVasseur from '../assets/trainers/claire-vasseur.svg';
import thomasRenaud from '../assets/trainers/thomas-renaud.svg';
import sophieLemaire from '../assets/trainers/sophie-lemaire.svg';
import karimBenali from '../assets/trainers/karim-benali.svg';
import julieMarchand from '../assets/trainers/julie-marchand.svg';
import antoineRoussel from '../assets/trainers/antoine-roussel.svg';
import nadiaCherif from '../assets/trainers/nadia-cherif.svg';
import elodieFaure from '../assets/trainers/elodie-faure.svg';
import camilleLefort from '../assets/trainers/camille-lefort.svg';
import inesRobert from '../assets/trainers/ines-robert.svg';
import stock from '../assets/trainers/stock.svg';

const portrait = (src: string, name: string): ImageAsset => ({
  src,
  width: 400,
  height: 400,
  alt: `Portrait illustré de ${name}`,
});

/** Shown in place of a trainer who has no photo. */
export const trainerStockImage: ImageAsset = {
  src: stock,
  width: 400,
  height: 400,
  alt: 'Silhouette illustrée d’un formateur',
};

export const trainers = {
  claireVasseur: {
    id: 'claire-vasseur',
    name: 'Claire Vasseur',
    title: 'Productrice et développeuse de formats',
    description:
      'Vingt ans de développement de formats de flux pour les chaînes nationales et les plateformes, dont plusieurs adaptés à l’international.',
    photo: portrait(claireVasseur, 'Claire Vasseur'),
  },
  thomasRenaud: {
    id: 'thomas-renaud',
    name: 'Thomas Renaud',
    title: 'Réalisateur et producteur de documentaires',
    description:
      'Auteur-réalisateur de séries documentaires diffusées sur le service public, il accompagne des projets de l’écriture jusqu’au financement.',
    photo: portrait(thomasRenaud, 'Thomas Renaud'),
  },
  sophieLemaire: {
    id: 'sophie-lemaire',
    name: 'Sophie Lemaire',
    title: 'Scénariste et script-doctor',
    description:
      'Scénariste de fiction et de programmes courts, elle anime des ateliers d’écriture et intègre les outils d’IA à sa pratique depuis 2023.',
    photo: portrait(sophieLemaire, 'Sophie Lemaire'),
  },
  karimBenali: {
    id: 'karim-benali',
    name: 'Karim Benali',
    title: 'Consultant en IA générative pour les médias',
    description:
      'Ingénieur de formation, il conçoit des chaînes de production assistées par l’IA pour des sociétés de production et des diffuseurs.',
    photo: portrait(karimBenali, 'Karim Benali'),
  },
  julieMarchand: {
    id: 'julie-marchand',
    name: 'Julie Marchand',
    title: 'Responsable de la communication digitale',
    description:
      'Elle a piloté la stratégie sociale de programmes à forte audience et forme les équipes de production aux réseaux sociaux.',
    photo: portrait(julieMarchand, 'Julie Marchand'),
  },
  antoineRoussel: {
    id: 'antoine-roussel',
    name: 'Antoine Roussel',
    title: 'Avocat en propriété intellectuelle',
    description:
      'Avocat au barreau de Paris, spécialiste du droit d’auteur, des contrats de l’audiovisuel et des questions juridiques liées à l’IA.',
    photo: portrait(antoineRoussel, 'Antoine Roussel'),
  },
  nadiaCherif: {
    id: 'nadia-cherif',
    name: 'Nadia Cherif',
    title: 'Directrice de production éco-responsable',
    description:
      'Directrice de production sur des tournages de flux et de fiction, elle a mis en place des plans d’éco-production labellisés.',
    photo: portrait(nadiaCherif, 'Nadia Cherif'),
  },
  elodieFaure: {
    id: 'elodie-faure',
    name: 'Élodie Faure',
    title: 'Formatrice en prévention des violences et du harcèlement',
    description:
      'Juriste en droit social, elle forme les référents et les équipes de tournage à la prévention des violences et du harcèlement moral et sexuel.',
    photo: portrait(elodieFaure, 'Élodie Faure'),
  },
  paulGarnier: {
    id: 'paul-garnier',
    name: 'Paul Garnier',
    title: 'Concepteur de jeux télévisés',
    description:
      'Auteur de mécaniques de jeux pour l’access et le prime time, il a écrit plus de mille questions et épreuves diffusées.',
  },
  camilleLefort: {
    id: 'camille-lefort',
    name: 'Camille Lefort',
    title: 'Coach en prise de parole et pitch',
    description:
      'Ancienne comédienne devenue coach, elle prépare auteurs et producteurs aux rendez-vous avec les diffuseurs et aux marchés internationaux.',
    photo: portrait(camilleLefort, 'Camille Lefort'),
  },
  lucasMartin: {
    id: 'lucas-martin',
    name: 'Lucas Martin',
    title: 'Game designer et spécialiste de l’IA appliquée',
    description:
      'Game designer dans le jeu vidéo indépendant, il expérimente l’IA générative pour le prototypage et la création d’univers.',
  },
  inesRobert: {
    id: 'ines-robert',
    name: 'Inès Robert',
    title: 'Stratège en campagnes d’impact',
    description:
      'Elle conçoit des campagnes d’impact pour des documentaires engagés, en lien avec les associations, les écoles et les collectivités.',
    photo: portrait(inesRobert, 'Inès Robert'),
  },
} as const satisfies Record<string, Trainer>;
