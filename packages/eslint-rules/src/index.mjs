import { noSitePaths } from './no-site-paths.mjs';
import { storyMeta } from './story-meta.mjs';

/** The repository's own rules, as an ESLint plugin: `fabrique/no-site-paths`, `fabrique/story-meta`. */
export default {
  meta: { name: '@fabrique/eslint-rules' },
  rules: { 'no-site-paths': noSitePaths, 'story-meta': storyMeta },
};
