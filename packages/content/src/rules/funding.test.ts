import { describe, expect, it } from 'vitest';
import { courses } from '../catalogue.ts';
import { testCourse } from './fixtures.ts';
import { courseFundingOptions } from './funding.ts';

const titles = (course = testCourse()) => courseFundingOptions(course).map((option) => option.title);
const cpfText = (course = testCourse()) => courseFundingOptions(course)[0]?.text ?? '';

describe('courseFundingOptions', () => {
  it('always opens with the CPF: eligible with the France compétences register and code', () => {
    const rs = testCourse({ funding: { schemes: ['cpf', 'opco'], certification: 'RS6271' } });
    expect(cpfText(rs)).toContain('est éligible au CPF');
    expect(cpfText(rs)).toContain('Répertoire spécifique (RS) de France compétences sous le code RS6271');
    const rncp = testCourse({ funding: { schemes: ['cpf'], certification: 'RNCP38104' } });
    expect(cpfText(rncp)).toContain('certifications professionnelles (RNCP) sous le code RNCP38104');
  });

  it('says plainly when a course is not CPF-eligible, and why', () => {
    const course = testCourse({ funding: { schemes: ['opco', 'employer'] } });
    expect(titles(course)[0]).toBe('Compte personnel de formation (CPF)');
    expect(cpfText(course)).toContain('n’est pas éligible au CPF');
    expect(cpfText(course)).toContain('France compétences (RS ou RNCP)');
  });

  it('lists only the schemes the course is open to, in a fixed order, Afdas named with the OPCO', () => {
    expect(titles(testCourse({ funding: { schemes: ['opco', 'france-travail', 'employer'] } }))).toEqual([
      'Compte personnel de formation (CPF)',
      'OPCO et Afdas',
      'France Travail',
      'Plan de développement des compétences',
    ]);
    expect(titles(testCourse({ funding: { schemes: ['opco'] } }))).toEqual([
      'Compte personnel de formation (CPF)',
      'OPCO et Afdas',
    ]);
    expect(courseFundingOptions(testCourse())[1]?.text).toContain('l’Afdas');
  });

  it('offers personal funding with a public price, and instalments only then', () => {
    const priced = testCourse({
      price: { discriminant: 'public', value: 1500 },
      funding: { schemes: ['opco'], instalments: 3 },
    });
    expect(titles(priced).slice(-2)).toEqual(['Financement personnel', 'Paiement en plusieurs fois']);
    expect(courseFundingOptions(priced).at(-1)?.text).toContain('en 3 fois sans frais');
    expect(titles(testCourse({ price: { discriminant: 'public', value: 950 } }))).toContain('Financement personnel');
    expect(titles(testCourse({ price: { discriminant: 'public', value: 950 } }))).not.toContain(
      'Paiement en plusieurs fois',
    );
    for (const price of [
      { discriminant: 'inHouse' },
      { discriminant: 'funded', value: 'l’Afdas' },
      { discriminant: 'none' },
    ] as const)
      expect(titles(testCourse({ price }))).not.toContain('Financement personnel');
  });

  it('gives every course of the catalogue its CPF answer and at least one way to be funded', () => {
    for (const course of courses) {
      const options = courseFundingOptions(course);
      expect(options[0]?.title).toBe('Compte personnel de formation (CPF)');
      expect(options.length).toBeGreaterThan(1);
      expect(cpfText(course).includes('est éligible')).toBe(course.funding.schemes.includes('cpf'));
    }
  });
});
