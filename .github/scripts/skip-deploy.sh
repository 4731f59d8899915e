#!/usr/bin/env bash
# Sourced by the deploy scripts. skip_deploy TITLE MESSAGE: a deploy without its secrets says so on the run and in the
# job summary, and the step succeeds, since what it would have deployed has still been built and checked.
skip_deploy() {
  echo "::notice title=$1::$2"
  echo "$2" >> "${GITHUB_STEP_SUMMARY:-/dev/stdout}"
  exit 0
}
