#!/usr/bin/env bash
# Deploys apps/site/build/client to Cloudflare Pages as the given branch (main: production; any other: a preview).
# Without the repository secrets it says so in the job summary and succeeds: the build above has still been checked.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/skip-deploy.sh"
branch="$1"
summary="${GITHUB_STEP_SUMMARY:-/dev/stdout}"

if [ -z "${CLOUDFLARE_ACCOUNT_ID:-}" ] || [ -z "${CLOUDFLARE_API_TOKEN:-}" ]; then
  skip_deploy "Deploy skipped" "Déploiement sauté : les secrets CLOUDFLARE_ACCOUNT_ID et CLOUDFLARE_API_TOKEN ne sont pas définis dans ce dépôt (le site a bien été construit)."
fi

npx --yes wrangler@4.164.0 pages deploy apps/site/build/client \
  --project-name "$PAGES_PROJECT" --branch "$branch" --commit-dirty=true | tee deploy.log
url="$(grep -Eo 'https://[^ ]+\.pages\.dev' deploy.log | tail -1 || true)"
echo "Site déployé (branche « $branch ») : ${url:-voir le journal de l’étape}" >> "$summary"
