import { certificationCode } from '../course-schema.ts';
import type { Course } from '../types.ts';
import { publicPrice } from '../course-facts.ts';

/** One way of paying for a course, as its page and programme PDF word it. */
export interface FundingOption {
  title: string;
  text: string;
}

/** The register a France compétences code belongs to, by its prefix. */
const registers = {
  RS: 'au Répertoire spécifique (RS) de France compétences',
  RNCP: 'au Répertoire national des certifications professionnelles (RNCP)',
} as const;

function cpfOption(course: Course): FundingOption {
  const title = 'Compte personnel de formation (CPF)';
  const match = certificationCode.exec(course.funding.certification ?? '');
  const register = match?.[1] ?? match?.[2];
  if (!course.funding.schemes.includes('cpf') || !register) {
    return {
      title,
      text: 'Cette formation n’est pas éligible au CPF\u00a0: elle ne mène pas à une certification enregistrée par France compétences (RS ou RNCP), condition pour qu’une formation de ce type soit financée par le CPF. Les autres solutions ci-dessous restent ouvertes.',
    };
  }
  return {
    title,
    text: `Cette formation est éligible au CPF\u00a0: elle est enregistrée ${registers[register as keyof typeof registers]} sous le code ${course.funding.certification}. Réglez-la avec vos droits depuis Mon Compte Formation\u00a0; une participation forfaitaire fixée par l’État reste à votre charge, sauf si vous êtes demandeur ou demandeuse d’emploi ou si votre employeur complète vos droits.`,
  };
}

/** 'Financer cette formation': CPF eligibility always, then the other schemes the course is open to, then personal funding. */
export function courseFundingOptions(course: Course): readonly FundingOption[] {
  const { schemes, instalments } = course.funding;
  const personal = publicPrice(course) !== undefined;
  return [
    cpfOption(course),
    ...(schemes.includes('opco')
      ? [
          {
            title: 'OPCO et Afdas',
            text: 'Salarié(e), votre employeur peut faire prendre en charge la formation par son opérateur de compétences (OPCO)\u00a0: pour la culture, les médias, l’audiovisuel et le spectacle, c’est l’Afdas. Intermittent(e) du spectacle ou artiste-auteur(e), vous déposez vous-même votre demande auprès de l’Afdas. Faites-la avant le début de la formation\u00a0: nous vous envoyons le programme et le devis.',
          },
        ]
      : []),
    ...(schemes.includes('france-travail')
      ? [
          {
            title: 'France Travail',
            text: 'Demandeur ou demandeuse d’emploi, France Travail peut financer la formation, notamment par l’aide individuelle à la formation (AIF), quand elle sert votre projet de retour à l’emploi. Parlez-en à votre conseiller ou conseillère\u00a0: nous lui transmettons le devis.',
          },
        ]
      : []),
    ...(schemes.includes('employer')
      ? [
          {
            title: 'Plan de développement des compétences',
            text: 'Votre employeur peut inscrire la formation à son plan de développement des compétences et la financer sur son budget formation, avec l’aide de son OPCO s’il emploie moins de 50 salariés. Nous établissons la convention de formation à son nom.',
          },
        ]
      : []),
    ...(personal
      ? [
          {
            title: 'Financement personnel',
            text: 'Vous pouvez aussi financer la formation vous-même\u00a0: nous signons alors un contrat de formation professionnelle, avec un délai de rétractation de 10 jours pendant lequel aucun paiement ne vous est demandé.',
          },
        ]
      : []),
    ...(personal && instalments !== undefined
      ? [
          {
            title: 'Paiement en plusieurs fois',
            text: `En financement personnel, vous pouvez régler la formation en ${instalments} fois sans frais, au fil de la formation.`,
          },
        ]
      : []),
  ];
}
