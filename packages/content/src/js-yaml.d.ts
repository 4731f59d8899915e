// The one function of js-yaml (the editor's own YAML library) that the content reads frontmatter with.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
