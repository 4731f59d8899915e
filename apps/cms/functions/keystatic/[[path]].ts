// The editor's pages on Cloudflare Pages: while a sign-in setting is missing, a French page naming it instead of a
// sign-in button that could only fail; once set, the built editor itself (`next()`: the files, `_redirects`, `_headers`).
import { missingSettings, notConfiguredPage, type GitHubModeSettings } from '../../src/github-sign-in.ts';

export const onRequest = ({ env, next }: { env: GitHubModeSettings; next: () => Promise<Response> }) => {
  const missing = missingSettings(env);
  return missing.length > 0 ? notConfiguredPage(missing) : next();
};
