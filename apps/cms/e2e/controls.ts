/**
 * The editor's controls by their accessible names, in one place: Keystatic's words, in French through
 * patches/@keystatic+core+0.6.9.patch. A translation that changes follows here only.
 */
import type { Locator, Page } from 'playwright-core';

export const names = {
  save: 'Sauvegarder',
  create: 'Créer',
  add: 'Ajouter',
  done: 'Terminé',
  duplicate: 'Dupliquer la fiche…',
  chooseFile: 'Choisir un fichier',
  edit: 'Modifier',
  remove: 'Supprimer',
  textBlock: 'Bloc de texte',
  paragraph: 'Paragraphe',
  heading: (level: number) => `Titre de niveau ${level}`,
  formatting: 'Options de mise en forme',
  bold: 'Gras',
  italic: 'Italique',
  strikethrough: 'Barré',
  clearFormatting: 'Effacer la mise en forme',
  bulletList: 'Liste à puces',
  numberedList: 'Liste numérotée',
  divider: 'Séparateur',
  link: 'Lien',
  quote: 'Citation',
  image: 'Image',
  imageDetails: 'Détails de l’image',
  altText: 'Texte alternatif',
} as const;

export const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** Uploads `path` through the image field named `label` (its "choose a file" button opens the system's picker). */
export async function upload(page: Page, label: string, path: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    button(page.getByRole('group', { name: label }), names.chooseFile).click(),
  ]);
  await chooser.setFiles(path);
}

/** Picks the entry shown as `option` in the relationship field named `label`, found by typing `search`. */
export async function relate(page: Page, label: string, search: string, option: string) {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  // The suggestions stay open while the typed text matches other entries, and hide the rest of the form meanwhile.
  await combobox.press('Escape');
  await page.getByRole('grid', { name: label }).getByRole('row', { name: option }).waitFor({ state: 'attached' });
}
