#!/usr/bin/env bash
# Deploys every Edge Function of supabase/functions with the course data generated beside them (_generated/).
# Without the access token it says so in the job summary and succeeds, like the Pages deploy.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/skip-deploy.sh"
summary="${GITHUB_STEP_SUMMARY:-/dev/stdout}"

# The project ref is the subdomain of the project's URL, unless a custom domain hides it.
ref="${SUPABASE_PROJECT_REF:-}"
if [ -z "$ref" ] && [[ "${SUPABASE_URL:-}" =~ ^https://([a-z0-9]+)\.supabase\.co/?$ ]]; then
  ref="${BASH_REMATCH[1]}"
fi

if [ -z "${SUPABASE_ACCESS_TOKEN:-}" ] || [ -z "$ref" ]; then
  skip_deploy "Functions deploy skipped" "Déploiement des fonctions sauté : le secret SUPABASE_ACCESS_TOKEN et la variable SUPABASE_PROJECT_REF (ou SUPABASE_URL en https://<ref>.supabase.co) ne sont pas définis dans ce dépôt (les données des fonctions ont bien été générées)."
fi

# --use-api bundles on Supabase's side (no Docker), which follows the imports out of supabase/ into packages/;
# the import map flag wins over config.toml's, so the functions read the generated data instead of the disk.
supabase functions deploy --project-ref "$ref" --use-api \
  --import-map supabase/functions/_generated/import-map.json
echo "Fonctions déployées sur le projet Supabase « $ref »." >> "$summary"
