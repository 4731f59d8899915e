/** The editor's field builders, with the French wording and the limits of packages/content's valibot schema. */
import { localSiteUrl } from '@fabrique/forms/local-backend';
import type { BodyFormat } from '@fabrique/content/body-format';
import { coursePath } from '@fabrique/content/paths';
import { footerNavigation } from '@fabrique/content/site-pages';
import organisation from '@fabrique/content/organisation.json';
import { fields } from '@keystatic/core';
import { storage } from './storage.ts';

/** Where « Voir la page » opens an entry's page: the public site once saves are published, else the local one. */
export function siteAddress(kind: typeof storage.kind, siteUrl = organisation.siteUrl): string {
  return kind === 'local' ? localSiteUrl : siteUrl.replace(/\/+$/, '');
}

/** The site every entry links to its page on (`npm start` serves the local one). */
export const site = siteAddress(storage.kind);

export const isoDayHelp = 'Une vraie date du calendrier (le 31/02 est refusé).';
const clockTime = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const emailAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type TextOptions = { description?: string; multiline?: boolean; max?: number };

/** A text that must hold something other than white space, like the schema's `text`. */
export function requiredText(label: string, { description, multiline, max }: TextOptions = {}) {
  return fields.text({
    label,
    description,
    multiline,
    validation: {
      isRequired: true,
      length: { min: 1, max },
      pattern: { regex: /\S/, message: 'Ce champ ne peut pas rester vide.' },
    },
  });
}

/** A text the site leaves out when it is empty. */
export function optionalText(label: string, { description, multiline, max }: TextOptions = {}) {
  return fields.text({ label, description, multiline, validation: { length: { max } } });
}

/** A list of required texts, shown one per line in the editor. */
export function textList(
  label: string,
  itemLabel: string,
  { description, min = 1 }: { description?: string; min?: number } = {},
) {
  return fields.array(requiredText(itemLabel, { multiline: true }), {
    label,
    description,
    itemLabel: (props) => props.value || itemLabel,
    validation: { length: { min } },
  });
}

/** The entry's title, which also gives its file name and its address on the site. */
export function titleAndSlug(label: string, { slugHelp, max = 160 }: { slugHelp: string; max?: number }) {
  return fields.slug({
    name: {
      label,
      validation: { isRequired: true, length: { min: 1, max } },
    },
    slug: {
      label: 'Identifiant (adresse de la page)',
      description: `${slugHelp} Lettres minuscules, chiffres et tirets. Le changer casse les liens existants.`,
    },
  });
}

export function isoDay(label: string, description = isoDayHelp) {
  return fields.date({ label, description, validation: { isRequired: true } });
}

export function time(label: string, description: string, defaultValue?: string) {
  return fields.text({
    label,
    description,
    defaultValue,
    validation: {
      isRequired: true,
      pattern: { regex: clockTime, message: 'Une heure au format hh:mm, par exemple 09:30.' },
    },
  });
}

export function optionalEmail(label: string, description: string) {
  return fields.text({
    label,
    description,
    validation: {
      pattern: {
        regex: new RegExp(`^(?:${emailAddress.source.slice(1, -1)})?$`),
        message: 'Une adresse e-mail, par exemple contact@exemple.fr.',
      },
    },
  });
}

export function requiredEmail(label: string, description?: string) {
  return fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: emailAddress, message: 'Une adresse e-mail, par exemple contact@exemple.fr.' },
    },
  });
}

export function order(
  description = 'Rang d’affichage : 1 en premier. Deux entrées au même rang suivent l’ordre alphabétique de leur identifiant.',
) {
  return notInCopies(
    fields.integer({ label: 'Ordre d’affichage', description, validation: { isRequired: true, min: 1 } }),
  );
}

/** What belongs to the original entry only (its rank, sessions, results, ratings): a duplicate starts it empty. */
export function notInCopies<Field extends object>(field: Field): Field {
  // Read by the Keystatic patch when it prepares a duplicate.
  return Object.assign(field, { notInCopies: true });
}

const altHelp =
  'Décrit l’image pour les personnes qui ne la voient pas (lecteur d’écran). Vide seulement si l’image est purement décorative.';

const imageFormats = 'SVG, PNG, JPEG ou WebP. Le site la recadre au format des autres images de cette rubrique.';

/**
 * An image uploaded beside the entry's other images (assets/<collection>/<id>/<field>.<ext>) and its text alternative;
 * the data file keeps the file name only. `named`: the site names the image after the entry (a portrait beside the
 * person's name, a partner's logo), so no alternative is asked for.
 */
export function image(
  key: string,
  label: string,
  collection: string,
  { required = true, description, named }: { required?: boolean; description?: string; named?: string } = {},
) {
  if (named !== undefined)
    return {
      [key]: fields.image({
        label,
        description: `${description ?? imageFormats} ${named}`,
        directory: `assets/${collection}`,
        validation: { isRequired: required },
      }),
    };
  return {
    [key]: fields.image({
      label,
      description: description ?? imageFormats,
      directory: `assets/${collection}`,
      validation: { isRequired: required },
    }),
    [`${key}Alt`]: required
      ? requiredText(`${label} : texte alternatif`, { description: altHelp, max: 300 })
      : optionalText(`${label} : texte alternatif`, { description: altHelp, max: 300 }),
  };
}

/**
 * What the text's link dialog offers by name, each written as a plain internal link (`/formations/<id>` for a course):
 * the courses as the editor names them, then the site's main pages. Keystatic's Markdoc field takes it as its `link`
 * option through our patch (its dialog's picker), which Keystatic types as a boolean.
 */
const linkTargets = {
  label: 'Formation ou page du site',
  collection: { key: 'courses', label: 'Formations', href: coursePath },
  pages: { label: 'Pages du site', links: footerNavigation },
};

/**
 * A Markdoc text whose toolbar offers exactly what the site renders: content's body format, the one owner of it, which
 * also says where its images go (`<directory>/<id>/`); the text names them by file name.
 */
export function markdocBody(label: string, description: string, format: BodyFormat): ReturnType<typeof fields.markdoc> {
  const { image, heading, ...marks } = format;
  return fields.markdoc({
    label,
    description,
    options: {
      ...marks,
      link: marks.link && (linkTargets as unknown as boolean),
      heading: [...heading],
      image: image
        ? {
            directory: image.directory,
            schema: { alt: optionalText('Texte alternatif', { description: altHelp, max: 300 }) },
          }
        : false,
    },
  });
}
