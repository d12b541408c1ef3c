#!/usr/bin/env bash
# The Check step of action.yml: tna check with the action's inputs (INPUT_* variables). It always
# exits 0 and writes tna's exit code to $GITHUB_OUTPUT, so that the SARIF upload can run after a
# failed rule; the action's last step exits with it.
set -uo pipefail
set -f # the globs in INPUT_FILES are for tna, which expands them itself

format="${INPUT_FORMAT:-github}"
case "$format" in
  github | sarif) ;;
  *)
    echo "::error title=tna check::format must be github or sarif, not '$format'"
    echo "exit-code=2" >>"$GITHUB_OUTPUT"
    exit 0
    ;;
esac

read -r -d '' -a files <<<"${INPUT_FILES:-}" || true
if [ "${#files[@]}" -eq 0 ]; then
  echo "::error title=tna check::the files input is empty: name the files or globs to check, such as 'docs/**/*.md'"
  echo "exit-code=2" >>"$GITHUB_OUTPUT"
  exit 0
fi

args=(check --format "$format")
[ -n "${INPUT_CONFIG:-}" ] && args+=(--config "$INPUT_CONFIG")
[ -n "${INPUT_MAX_WARNINGS:-}" ] && args+=(--max-warnings "$INPUT_MAX_WARNINGS")
[ -n "${INPUT_BASELINE:-}" ] && args+=(--baseline "$INPUT_BASELINE")

tna="${GITHUB_ACTION_PATH:?set by GitHub to the checkout of the action}/bin/tna.js"
if [ "$format" = sarif ]; then
  node "$tna" "${args[@]}" -- "${files[@]}" >"${INPUT_SARIF_FILE:-tna-check.sarif}"
  code=$?
  # The log is for code scanning; the step's log says where it went and what the verdict was.
  echo "tna check: SARIF written to ${INPUT_SARIF_FILE:-tna-check.sarif} (exit $code)"
else
  node "$tna" "${args[@]}" -- "${files[@]}"
  code=$?
fi
echo "exit-code=$code" >>"$GITHUB_OUTPUT"
exit 0
