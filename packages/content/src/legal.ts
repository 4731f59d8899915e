/**
 * Legal and policy pages as plain-text sections. Organisation facts come from site.ts, never retyped here.
 * Imports no asset.
 */
import { legalPath } from './paths.ts';
import { organisation, type ServiceProvider } from './site.ts';
import type { LegalPageId } from './types.ts';

export { legalPageIds } from './types.ts';
export type { LegalPageId } from './types.ts';

export interface LegalSection {
  heading: string;
  /** Plain text, no markup. */
  paragraphs: readonly string[];
}

export interface LegalPage {
  id: LegalPageId;
  /** The route, also the footer link. */
  path: `/${LegalPageId}`;
  title: string;
  /** Shown after `lastUpdatedLabel`, e.g. 'janvier 2025'. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const lastUpdatedLabel = 'Dernière mise à jour';

const o = organisation;
const siteName = new URL(o.siteUrl).host;
const director = o.publicationDirector;
const disability = o.disabilityContact;
const postalAddress = `${o.legalName}, ${o.headOffice.display}`;

const provider = (p: ServiceProvider): string =>
  `${p.name} (${p.legalName}), ${p.address}${p.phone ? `, téléphone ${p.phone}` : ''}, ${p.website}. Rôle : ${p.role}. Lieu de stockage des données : ${p.dataLocation}.`;

export const legalNotice: LegalPage = {
  id: 'mentions-legales',
  path: legalPath('mentions-legales'),
  title: 'Mentions légales',
  lastUpdated: 'janvier 2025',
  intro: `Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici l’identité des différents intervenants du site ${siteName}.`,
  sections: [
    {
      heading: 'Éditeur du site',
      paragraphs: [
        `Le site ${siteName} est édité par ${o.legalName}, ${o.legalFormLabel} (${o.legalForm}) au capital de ${o.shareCapitalDisplay}, qui exerce sous le nom commercial ${o.name}.`,
        `Siège social : ${o.headOffice.display}, ${o.headOffice.country}.`,
        `Immatriculation : ${o.rcs}. SIRET : ${o.siret}.`,
        `Numéro de TVA intracommunautaire : ${o.vatNumber}.`,
      ],
    },
    {
      heading: 'Nous contacter',
      paragraphs: [`Courriel : ${o.email}`, `Téléphone : ${o.phone}`, `Courrier : ${postalAddress}`],
    },
    {
      heading: 'Direction de la publication',
      paragraphs: [`Direction de la publication : ${director.name}, ${director.role} de ${o.legalName}.`],
    },
    {
      heading: 'Hébergement',
      paragraphs: [
        `Hébergement du site : ${provider(o.host)}`,
        `Base de données et fonctions serveur des formulaires : ${provider(o.backendProvider)}`,
      ],
    },
    {
      heading: 'Organisme de formation',
      paragraphs: [
        o.trainingDeclaration.mention,
        `${o.qualiopi.mention} Numéro de certificat : ${o.qualiopi.certificateNumber}.`,
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        `L’ensemble des contenus de ce site (textes, illustrations, logos, charte graphique, programmes de formation) est la propriété de ${o.legalName} ou de ses partenaires et est protégé par le droit d’auteur et le droit des marques.`,
        'Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite, conformément aux articles L. 122-4 et suivants du Code de la propriété intellectuelle. Les logos des partenaires restent la propriété de leurs titulaires respectifs.',
        `Les illustrations du site sont des créations originales réalisées pour ${o.name}.`,
      ],
    },
    {
      heading: 'Responsabilité',
      paragraphs: [
        `${o.name} s’efforce de publier des informations exactes et à jour. Les programmes, dates de session et tarifs présentés sur le site sont donnés à titre indicatif : seuls font foi la proposition, le devis et la convention ou le contrat de formation remis avant toute inscription.`,
        `Les liens vers des sites extérieurs, notamment vers le service de prise de rendez-vous et vers les sites de nos partenaires, sont fournis pour votre commodité. ${o.name} n’exerce aucun contrôle sur leur contenu et décline toute responsabilité à leur égard.`,
      ],
    },
    {
      heading: 'Données personnelles et cookies',
      paragraphs: [
        'Les traitements de données personnelles réalisés à partir du site sont décrits dans notre politique de confidentialité.',
        'Le site ne dépose aucun cookie de mesure d’audience, publicitaire ou de réseau social.',
      ],
    },
  ],
};

export const privacyPolicy: LegalPage = {
  id: 'politique-de-confidentialite',
  path: legalPath('politique-de-confidentialite'),
  title: 'Politique de confidentialité',
  lastUpdated: 'janvier 2025',
  intro: `Cette politique vous informe, conformément à l’article 13 du règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, de la manière dont ${o.name} traite les données personnelles recueillies sur le site ${siteName}.`,
  sections: [
    {
      heading: 'Responsable du traitement',
      paragraphs: [
        `Le responsable du traitement est ${o.legalName} (${o.name}), ${o.legalFormLabel} immatriculée sous le numéro ${o.rcs}, dont le siège social est situé ${o.headOffice.display}.`,
        `Pour toute question relative à vos données, écrivez à ${o.email} ou à l’adresse postale du siège. ${o.name} n’a pas désigné de délégué à la protection des données ; ces demandes sont traitées directement par la direction.`,
      ],
    },
    {
      heading: 'Formulaire de contact',
      paragraphs: [
        'Données recueillies : nom, adresse e-mail, sujet de la demande et, si vous les indiquez, nom du projet ou de la formation, numéro de téléphone, entreprise, ainsi que le contenu de votre message. Le nom, l’adresse e-mail, le sujet et le message sont obligatoires : sans eux, nous ne pouvons pas vous répondre.',
        'Finalités : répondre à votre demande, vous envoyer un accusé de réception par e-mail, puis assurer le suivi de notre échange, par exemple pour vous adresser une proposition de formation ou d’accompagnement.',
        'Base légale : les mesures précontractuelles prises à votre demande (article 6.1.b du RGPD) lorsque votre message porte sur une formation ou une offre, et, dans les autres cas, notre intérêt légitime à répondre aux personnes qui nous sollicitent (article 6.1.f du RGPD).',
      ],
    },
    {
      heading: 'Lettre d’information',
      paragraphs: [
        'Donnée recueillie : votre adresse e-mail, ainsi que la date et l’heure de votre inscription et de sa confirmation, qui constituent la preuve de votre consentement.',
        'Finalité : vous envoyer notre lettre d’information (nouvelles sessions, actualités, événements de La Fabrique et du Centre de services IA).',
        'Double confirmation : après votre inscription, vous recevez un e-mail contenant un lien de confirmation. Votre adresse n’est ajoutée à la liste de diffusion qu’après avoir cliqué sur ce lien ; sans confirmation, aucune lettre ne vous est envoyée.',
        'Base légale : votre consentement (article 6.1.a du RGPD). Vous pouvez le retirer à tout moment grâce au lien de désinscription présent dans chaque lettre ou en nous écrivant, sans que cela remette en cause les envois effectués auparavant.',
      ],
    },
    {
      heading: 'Sécurité du site',
      paragraphs: [
        'Lors de votre visite, nos prestataires techniques enregistrent des journaux de connexion (adresse IP, date et heure, page demandée) et appliquent des mesures de protection contre les envois automatisés et abusifs des formulaires. Ce traitement repose sur notre intérêt légitime à assurer la sécurité et le bon fonctionnement du site (article 6.1.f du RGPD).',
        'Aucune décision automatisée ni aucun profilage ne sont réalisés à partir de vos données.',
      ],
    },
    {
      heading: 'Destinataires des données',
      paragraphs: [
        `Vos données sont destinées aux seules personnes de l’équipe de ${o.name} chargées de répondre à votre demande ou d’envoyer la lettre d’information. Elles ne sont jamais vendues ni cédées à des tiers.`,
        'Elles sont également traitées, pour notre compte et selon nos instructions, par les sous-traitants suivants, liés à nous par un accord de traitement des données conforme à l’article 28 du RGPD :',
        `Hébergement du site : ${provider(o.host)}`,
        `Base de données et fonctions serveur : ${provider(o.backendProvider)}`,
        `Envoi des e-mails : ${provider(o.emailProvider)}`,
        'Si votre message concerne une formation proposée avec un partenaire, nous ne lui transmettons vos coordonnées qu’avec votre accord.',
      ],
    },
    {
      heading: 'Transferts hors de l’Union européenne',
      paragraphs: [
        `Lieu d’hébergement de la base de données du site : ${o.backendProvider.dataLocation}. Nos prestataires ${o.host.legalName}, ${o.backendProvider.legalName} et ${o.emailProvider.legalName} sont toutefois des sociétés établies hors de l’Union européenne, et certaines données, notamment les adresses e-mail et le contenu des courriels envoyés, peuvent être traitées aux États-Unis.`,
        'Ces transferts sont encadrés par la décision d’adéquation de la Commission européenne du 10 juillet 2023 relative au cadre de protection des données UE–États-Unis, pour les prestataires qui y ont adhéré, et à défaut par les clauses contractuelles types adoptées par la Commission européenne. Vous pouvez obtenir une copie de ces garanties en nous écrivant.',
      ],
    },
    {
      heading: 'Durées de conservation',
      paragraphs: [
        'Messages du formulaire de contact et données des prospects : trois ans à compter de votre dernier contact avec nous, puis suppression. Si vous devenez stagiaire, vos données sont conservées pendant la durée de la formation, puis archivées pendant les durées imposées par nos obligations légales, comptables et de certification qualité.',
        'Lettre d’information : jusqu’à votre désinscription. Les demandes d’inscription non confirmées sont supprimées au bout de trente jours. La preuve de votre consentement est conservée trois ans après votre désinscription.',
        'Alertes sur les prochaines dates d’une formation : jusqu’à votre désinscription, et au plus trois ans après votre confirmation. Les demandes non confirmées sont supprimées au bout de trente jours. La preuve de votre consentement est conservée trois ans après la fin de l’alerte.',
        'Journaux de connexion : douze mois au plus.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, d’un droit à la limitation du traitement, d’un droit d’opposition au traitement fondé sur notre intérêt légitime, d’un droit à la portabilité des données que vous nous avez fournies et du droit de retirer à tout moment votre consentement. Vous pouvez aussi définir des directives relatives au sort de vos données après votre décès (article 85 de la loi Informatique et Libertés).',
        `Pour exercer ces droits, écrivez à ${o.email} ou par courrier à ${postalAddress}. Nous vous répondrons dans un délai d’un mois, qui peut être prolongé de deux mois en cas de demande complexe. En cas de doute raisonnable sur votre identité, nous pourrons vous demander un justificatif.`,
      ],
    },
    {
      heading: 'Réclamation auprès de la CNIL',
      paragraphs: [
        'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur www.cnil.fr.',
      ],
    },
    {
      heading: 'Cookies et traceurs',
      paragraphs: [
        'Le site n’utilise aucun cookie ni traceur non essentiel : pas de mesure d’audience, pas de publicité, pas de bouton de réseau social qui vous suivrait d’un site à l’autre.',
        'Seuls peuvent être utilisés des éléments strictement nécessaires au fonctionnement et à la sécurité du site, qui sont dispensés de consentement par l’article 82 de la loi Informatique et Libertés. C’est pourquoi aucun bandeau de consentement ne s’affiche.',
        'Les liens vers le service de prise de rendez-vous et vers les sites de nos partenaires vous font quitter le site : les traitements réalisés sur ces sites relèvent de leurs propres politiques de confidentialité.',
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Les échanges avec le site sont chiffrés (HTTPS). L’accès aux données est réservé aux personnes habilitées, et nos prestataires mettent en œuvre des mesures de sécurité adaptées à la nature des données traitées.',
      ],
    },
    {
      heading: 'Modification de cette politique',
      paragraphs: [
        'Nous pouvons faire évoluer cette politique, notamment pour tenir compte d’un changement de prestataire ou de la réglementation. La date de dernière mise à jour figure en tête de page.',
      ],
    },
  ],
};

export const termsOfUse: LegalPage = {
  id: 'cgu',
  path: legalPath('cgu'),
  title: 'Conditions générales d’utilisation',
  lastUpdated: 'janvier 2025',
  intro: `Les présentes conditions générales d’utilisation (CGU) encadrent l’accès au site ${siteName} et son utilisation. En naviguant sur le site, vous les acceptez sans réserve.`,
  sections: [
    {
      heading: 'Objet du site',
      paragraphs: [
        `Le site présente ${o.name}, ses formations professionnelles aux métiers de l’audiovisuel, ses offres d’accompagnement, son Centre de services IA et ses actualités. Il permet de nous contacter et de s’inscrire à notre lettre d’information.`,
        `L’éditeur du site est ${o.legalName} ; ses coordonnées complètes figurent dans les mentions légales.`,
      ],
    },
    {
      heading: 'Accès au site',
      paragraphs: [
        'Le site est accessible gratuitement, sans création de compte, à toute personne disposant d’un accès à internet. Les frais de connexion restent à la charge de l’utilisateur.',
        `${o.name} s’efforce de maintenir le site accessible en permanence, mais peut en interrompre l’accès, notamment pour des opérations de maintenance, sans que sa responsabilité puisse être engagée.`,
      ],
    },
    {
      heading: 'Informations publiées',
      paragraphs: [
        'Les programmes, dates, durées et tarifs des formations sont communiqués à titre d’information et peuvent évoluer. Une inscription à une formation n’est définitive qu’après l’entretien de motivation, la signature de la convention ou du contrat de formation et, le cas échéant, l’accord du financeur.',
        'Les articles et actualités reflètent l’état des connaissances à la date de leur publication et ne constituent pas un conseil juridique ou financier.',
      ],
    },
    {
      heading: 'Utilisation des formulaires',
      paragraphs: [
        'Vous vous engagez à fournir des informations exactes et à ne pas utiliser les formulaires à des fins illicites, publicitaires non sollicitées ou de nature à perturber le fonctionnement du site.',
        `${o.name} se réserve le droit de ne pas donner suite aux messages abusifs ou automatisés. L’utilisation de vos données est décrite dans la politique de confidentialité.`,
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        `Les textes, illustrations, logos et éléments graphiques du site sont protégés par le droit de la propriété intellectuelle. Vous pouvez les consulter et les citer brièvement en mentionnant la source ; toute autre reproduction ou réutilisation nécessite l’accord écrit préalable de ${o.legalName}.`,
      ],
    },
    {
      heading: 'Liens hypertextes',
      paragraphs: [
        'Le site contient des liens vers des sites extérieurs, dont le service de prise de rendez-vous du Centre de services IA et les sites de nos partenaires. Ces sites sont soumis à leurs propres conditions d’utilisation.',
        'La création d’un lien vers la page d’accueil du site est libre, à condition de ne pas présenter le site de manière trompeuse ou dans un cadre qui en masquerait l’origine.',
      ],
    },
    {
      heading: 'Responsabilité',
      paragraphs: [
        `${o.name} ne saurait être tenue responsable des dommages résultant d’une utilisation du site non conforme aux présentes conditions, d’une interruption du service ou de la présence d’un virus malgré les précautions prises. L’utilisateur reste responsable de la protection de son propre équipement.`,
      ],
    },
    {
      heading: 'Modification des CGU',
      paragraphs: [
        'Les présentes conditions peuvent être modifiées à tout moment. La version applicable est celle en ligne lors de votre visite ; la date de dernière mise à jour figure en tête de page.',
      ],
    },
    {
      heading: 'Droit applicable',
      paragraphs: [
        'Les présentes conditions sont soumises au droit français. En cas de différend, une solution amiable sera recherchée en priorité. À défaut, les tribunaux compétents de Paris seront saisis, sous réserve des règles impératives de compétence applicables aux consommateurs.',
        `Pour toute question sur ces conditions : ${o.email}.`,
      ],
    },
  ],
};

export const trainingPolicy: LegalPage = {
  id: 'politique-de-formation',
  path: legalPath('politique-de-formation'),
  title: 'Politique de formation',
  lastUpdated: 'septembre 2025',
  intro: `${o.name} est un organisme de formation professionnelle dédié aux métiers de l’audiovisuel, installé à Paris depuis ${o.foundingYear}. Cette page présente nos engagements, de la conception des formations jusqu’au suivi des stagiaires.`,
  sections: [
    {
      heading: 'Un organisme certifié',
      paragraphs: [
        `${o.qualiopi.mention} Cette certification, délivrée au regard du référentiel national qualité, est contrôlée par un audit de surveillance pendant toute sa durée de validité.`,
        o.trainingDeclaration.mention,
      ],
    },
    {
      heading: 'La conception de nos formations',
      paragraphs: [
        'Chaque formation part des besoins observés sur le terrain : échanges avec les diffuseurs, les sociétés de production, nos partenaires et nos anciens stagiaires. Ses objectifs sont rédigés en compétences observables et son programme est construit avec des formateurs en activité dans le métier enseigné.',
        'Les programmes sont revus chaque année par notre responsable de formation, à partir des évaluations des stagiaires, des retours des formateurs et de l’évolution des pratiques professionnelles et des outils, notamment de l’intelligence artificielle.',
        'Nos formations privilégient une pédagogie active : apports de méthode, études de cas, ateliers pratiques et travail sur le projet de chaque participant, en petits groupes de douze personnes au plus.',
      ],
    },
    {
      heading: 'Information et admission',
      paragraphs: [
        'Pour chaque formation, le site présente les objectifs, le programme, le public visé, les prérequis, la durée, le tarif, les modalités d’évaluation, les dates de session et les conditions d’accessibilité.',
        'Les inscriptions sont possibles jusqu’à 10 jours avant le début de la session. Toute admission fait suite à un entretien de motivation avec notre responsable de formation, qui permet de vérifier l’adéquation entre la formation, votre parcours et votre projet.',
        'Certaines formations centrées sur l’écriture comportent en outre une sélection sur un synopsis de trois pages. La formation à la démarche éco-responsable requiert deux années d’expérience dans l’audiovisuel. Ces conditions sont précisées sur la page de chaque formation.',
      ],
    },
    {
      heading: 'Financement',
      paragraphs: [
        'Nos formations peuvent être financées par votre employeur, par un opérateur de compétences (OPCO, en particulier l’Afdas pour les professionnels de la culture, des médias et du divertissement), par votre compte personnel de formation lorsque la formation y est éligible, ou par France Travail. Nous vous accompagnons dans les démarches et pouvons proposer un échéancier de paiement aux personnes qui financent elles-mêmes leur formation.',
      ],
    },
    {
      heading: 'Évaluation et suivi',
      paragraphs: [
        'Vos acquis sont évalués à l’entrée en formation, pour adapter les contenus au groupe, pendant la formation, par des exercices et des mises en situation, et à son issue, par une évaluation finale liée aux objectifs pédagogiques.',
        'Chaque stagiaire reçoit un certificat de réalisation et une attestation de fin de formation, ainsi qu’un bilan pédagogique détaillé. Nous recueillons votre appréciation à la fin de la formation puis trois mois plus tard, pour mesurer ce que la formation a changé dans votre pratique.',
      ],
    },
    {
      heading: 'Accessibilité et situations de handicap',
      paragraphs: [
        `Nos formations sont ouvertes aux personnes en situation de handicap. ${disability.name}, ${disability.role.toLowerCase()} (${disability.email}), étudie avec vous les adaptations utiles dès l’entretien de motivation : rythme, supports, locaux accessibles aux personnes à mobilité réduite, suivi à distance.`,
        'Lorsque les adaptations nécessaires dépassent nos moyens, nous faisons appel aux acteurs spécialisés, notamment au réseau Ressource Handicap Formation de l’Agefiph, ou vous orientons vers un organisme en mesure de vous accueillir.',
      ],
    },
    {
      heading: 'Réclamations et difficultés',
      paragraphs: [
        `Toute difficulté ou réclamation, de la part d’un stagiaire, d’un financeur, d’une entreprise ou d’un formateur, peut nous être adressée par courriel à ${o.email}, par téléphone au ${o.phone} ou par courrier à ${postalAddress}.`,
        'Nous accusons réception de votre réclamation sous deux jours ouvrés et vous apportons une réponse écrite dans un délai de quinze jours ouvrés. Chaque réclamation est enregistrée, analysée avec les personnes concernées et donne lieu, si nécessaire, à une action corrective.',
      ],
    },
    {
      heading: 'Amélioration continue',
      paragraphs: [
        'Les appréciations des stagiaires, les réclamations et les retours des formateurs et des partenaires sont analysés au moins une fois par an. Les actions d’amélioration qui en découlent sont intégrées aux programmes de la saison suivante.',
      ],
    },
  ],
};

/** The four pages by route id, in the footer's order. */
export const legalPages: Record<LegalPageId, LegalPage> = {
  'politique-de-formation': trainingPolicy,
  'mentions-legales': legalNotice,
  'politique-de-confidentialite': privacyPolicy,
  cgu: termsOfUse,
};
