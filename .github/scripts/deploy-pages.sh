#!/usr/bin/env bash
# deploy-pages.sh BRANCH [FOLDER] [WHAT]: deploys FOLDER (default: the site's build) to the Cloudflare Pages project
# $PAGES_PROJECT as BRANCH (main: production; any other: a preview), and writes its address in the job summary (and in
# the step's `url` output, for a later step's links into it).
# Without the repository secrets it says so in the job summary and succeeds: what it would deploy has still been built.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/skip-deploy.sh"
branch="$1"
folder="${2:-apps/site/build/client}"
what="${3:-Site}"
summary="${GITHUB_STEP_SUMMARY:-/dev/stdout}"

if [ -z "${CLOUDFLARE_ACCOUNT_ID:-}" ] || [ -z "${CLOUDFLARE_API_TOKEN:-}" ]; then
  skip_deploy "Deploy skipped" "Déploiement sauté (${what}) : les secrets CLOUDFLARE_ACCOUNT_ID et CLOUDFLARE_API_TOKEN ne sont pas définis dans ce dépôt (${folder} a bien été construit)."
fi

# Its install scripts (workerd, esbuild) are named: .npmrc refuses any other in strict mode.
npx --yes --allow-scripts=workerd,esbuild wrangler@4.164.0 pages deploy "$folder" \
  --project-name "$PAGES_PROJECT" --branch "$branch" --commit-dirty=true | tee deploy.log
url="$(grep -Eo 'https://[^ ]+\.pages\.dev' deploy.log | tail -1 || true)"
echo "${what} déployé (branche « $branch ») : ${url:-voir le journal de l’étape}" >> "$summary"
if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "url=${url}" >> "$GITHUB_OUTPUT"; fi
