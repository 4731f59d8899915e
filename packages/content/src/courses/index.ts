import type { Course } from '../types.ts';
import { course as creerDevelopperProduireFormat360 } from './creer-developper-produire-format-360.ts';
import { course as lesClesDeLaSerieDocumentaire } from './les-cles-de-la-serie-documentaire.ts';
import { course as atelierEcritureAvecIa } from './atelier-ecriture-avec-ia.ts';
import { course as laFabriqueDesRecits } from './la-fabrique-des-recits.ts';
import { course as communicationDigitaleAudiovisuel } from './communication-digitale-audiovisuel.ts';
import { course as scenaristeDeJeuxTv } from './scenariste-de-jeux-tv.ts';
import { course as boiteAOutilsIdeation } from './boite-a-outils-ideation.ts';
import { course as optimiserProcessIaGenerative } from './optimiser-process-ia-generative.ts';
import { course as iaParcoursFonctionsSupports } from './ia-parcours-fonctions-supports.ts';
import { course as iaConceptionJeuxVideos } from './ia-conception-jeux-videos.ts';
import { course as trouverLeBonProjet } from './trouver-le-bon-projet.ts';
import { course as iaEnjeuxJuridiques } from './ia-enjeux-juridiques.ts';
import { course as protegerJuridiquement } from './proteger-juridiquement.ts';
import { course as artDuPitch } from './art-du-pitch.ts';
import { course as fresqueDuNumerique } from './fresque-du-numerique.ts';
import { course as demarcheEcoresponsable } from './demarche-ecoresponsable.ts';
import { course as sensibilisationVhmss } from './sensibilisation-vhmss.ts';
import { course as referentVhmss } from './referent-vhmss.ts';
import { course as campagneImpactFilm } from './campagne-impact-film.ts';
import { course as ecoConceptionCampagnesPublicitaires } from './eco-conception-campagnes-publicitaires.ts';

/** The whole catalogue in the spec's global order (`courseIds`): it decides "first 3 per category" and the home tabs. */
export const courses: readonly Course[] = [
  creerDevelopperProduireFormat360,
  lesClesDeLaSerieDocumentaire,
  atelierEcritureAvecIa,
  laFabriqueDesRecits,
  communicationDigitaleAudiovisuel,
  scenaristeDeJeuxTv,
  boiteAOutilsIdeation,
  optimiserProcessIaGenerative,
  iaParcoursFonctionsSupports,
  iaConceptionJeuxVideos,
  trouverLeBonProjet,
  iaEnjeuxJuridiques,
  protegerJuridiquement,
  artDuPitch,
  fresqueDuNumerique,
  demarcheEcoresponsable,
  sensibilisationVhmss,
  referentVhmss,
  campagneImpactFilm,
  ecoConceptionCampagnesPublicitaires,
];
