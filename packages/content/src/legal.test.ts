import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemLine } from './data-check.ts';
import { footerLinkProblems, legalPageProblems, legalPages } from './legal.ts';
import { legalNavigation } from './navigation.ts';

const cgu = readFileSync(new URL('../data/legal/cgu.mdoc', import.meta.url), 'utf8');

describe('legal pages', () => {
  it('are the files of data/legal, the footer’s first and in its order', () => {
    expect(Object.values(legalPages).map((page) => page.path)).toEqual(legalNavigation.map((link) => link.href));
  });

  it('accept a file as the editor writes it', () => {
    expect(legalPageProblems('legal/cgu.mdoc', cgu)).toEqual([]);
  });

  it('refuse an organisation fact the organisation has not got, naming the file, the page and the field', () => {
    const text = cgu.replace('## Accès au site', 'Télécopie : {organisation.fax}.\n\n## Accès au site');
    expect(legalPageProblems('legal/cgu.mdoc', text).map(problemLine)).toEqual([
      'legal/cgu.mdoc (« Conditions générales d’utilisation »), champ body : {organisation.fax} ne nomme aucune information de l’organisme',
    ]);
  });

  it('refuse a file without its fields, in French', () => {
    expect(legalPageProblems('legal/cgu.mdoc', '## Objet\n\nTexte.').map(problemLine)).toEqual([
      'legal/cgu.mdoc (« cgu ») : le fichier doit commencer par ses champs entre deux lignes ---',
    ]);
  });

  it('are linked from the footer only if their file exists, the link named in French', () => {
    const navigation = {
      legalLinks: [
        { label: 'CGU', page: 'cgu' },
        { label: 'CGV', page: 'cgv' },
      ],
    };
    expect(footerLinkProblems(navigation, new Set(['cgu'])).map(problemLine)).toEqual([
      'navigation.json (« Pied de page »), champ legalLinks.1.page : la page légale « cgv » n’existe pas ou plus (aucun fichier legal/cgv.mdoc), mais cette fiche y renvoie encore',
    ]);
    expect(footerLinkProblems({ legalLinks: [{ label: ' ', page: 'cgu' }] }, new Set(['cgu']))).toMatchObject([
      { file: 'navigation.json', entry: 'Pied de page', field: 'legalLinks.0.label' },
    ]);
  });
});
