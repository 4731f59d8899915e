import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/ia-enjeux-juridiques.svg';

export const course: Course = {
  id: 'ia-enjeux-juridiques',
  title: 'IA générative : les enjeux juridiques',
  category: 'Maîtriser les outils et accéder au marché',
  badge: 'Nouveauté',
  duration: '1 jour',
  hours: '4h',
  price: '450 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['opco', 'france-travail', 'employer'] },
  description:
    'Quatre heures pour comprendre les règles qui encadrent l’usage de l’IA générative dans l’audiovisuel. Droit d’auteur sur les contenus générés, données d’entraînement, droit à l’image et à la voix, obligations du règlement européen sur l’IA : un avocat spécialisé vous donne les repères pour utiliser ces outils sans fragiliser vos productions.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une balance de la justice dont l’un des plateaux porte un code juridique et l’autre un réseau de neurones stylisé',
  },
  trainers: [trainers.antoineRoussel],
  objectives: [
    'Déterminer à quelles conditions un contenu créé avec l’IA peut être protégé par le droit d’auteur',
    'Comprendre les règles applicables aux données d’entraînement : exception de fouille de textes et de données et droit d’opposition des titulaires de droits',
    'Identifier les risques de contrefaçon et d’atteinte au droit à l’image et à la voix liés aux contenus générés',
    'Connaître les obligations du règlement européen sur l’IA qui concernent producteurs et diffuseurs, notamment en matière de transparence',
    'Adapter ses contrats (auteurs, prestataires, diffuseurs) et ses pratiques internes à l’usage de l’IA',
  ],
  program: [
    {
      title: 'Droit d’auteur et contenus générés (1h15)',
      content: [
        'L’originalité, empreinte de la personnalité de l’auteur : quelle part d’intervention humaine ?',
        'Qui est titulaire des droits sur un texte, une image ou une musique générés ?',
        'Conditions générales des outils : licences, propriété des résultats et garanties offertes',
        'Risques de contrefaçon : reprise d’œuvres, de personnages ou d’univers existants',
      ],
    },
    {
      title: 'Données d’entraînement, image et voix (1h15)',
      content: [
        'L’exception de fouille de textes et de données et le droit d’opposition des auteurs et des producteurs',
        'Les contentieux en cours en Europe et aux États-Unis contre les éditeurs de modèles',
        'Droit à l’image, protection de la voix et clonage vocal : consentement et contrats des artistes-interprètes',
        'Données personnelles et RGPD dans l’usage des outils d’IA',
      ],
    },
    {
      title: 'Règlement européen sur l’IA et contrats (1h30)',
      content: [
        'Le règlement européen sur l’IA : niveaux de risque et calendrier d’application',
        'Obligations de transparence : signaler les contenus générés ou manipulés, dont les hypertrucages',
        'Obligations des fournisseurs de modèles à usage général : politique de respect du droit d’auteur et résumé des données d’entraînement',
        'Clauses relatives à l’IA dans les contrats d’auteurs, de prestation et de préachat',
        'Questions-réponses sur les situations rencontrées par les participants',
      ],
    },
  ],
  public:
    'Producteurs, auteurs, juristes, responsables des affaires juridiques et chargés de production de l’audiovisuel, ainsi que toute personne amenée à utiliser ou à encadrer l’usage de l’IA générative dans une société de production.',
  prerequisites:
    'Aucun prérequis juridique. Une connaissance générale du fonctionnement de la production audiovisuelle est souhaitable.',
  methodology:
    'Des exposés illustrés par la jurisprudence et par des cas concrets tirés de la production audiovisuelle, suivis d’un temps d’échange sur les situations des participants. Une synthèse écrite des points clés est remise à chacun.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation.',
  obtention: ['Certificat de réalisation', 'Attestation de fin de formation'],
  evaluation: [
    'Quiz de positionnement en début de formation',
    'Étude de cas : repérer les risques juridiques d’un projet de production qui utilise l’IA générative',
    'Quiz de validation des acquis en fin de formation',
    'Questionnaire de satisfaction à chaud et à froid',
  ],
  atouts: [
    'Un avocat en propriété intellectuelle qui conseille au quotidien des acteurs de l’audiovisuel',
    'Un format court de quatre heures, compatible avec un calendrier de production',
    'Un contenu mis à jour au fil des décisions de justice et de l’entrée en application du règlement européen',
    'Une synthèse écrite et des exemples de clauses à adapter à vos contrats',
  ],
  testimonials: {
    quality: 4.7,
    pertinence: 4.9,
    organisation: 4.5,
  },
  results: { period: { from: '2025-02', to: '2025-11' }, trainees: 41, respondents: 33, completionRate: 98 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, suivi à distance) sont définies avec vous lors de l’entretien de motivation.',
};
