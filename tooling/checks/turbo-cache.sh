#!/usr/bin/env bash
# Is turbo's cache honest? In a temporary clone of this checkout's HEAD (this tree and its cache
# are left alone), typecheck and lint the API once to fill the cache, then make one change at a
# time and ask turbo (a dry run) whether the API's cached typecheck and lint would be replayed
# (HIT) or run again (MISS). A change to what the API compiles or is checked with must MISS; a
# change elsewhere may HIT (`any`: either answer is honest). Prints one line per change and exits 1
# when any answer is wrong.
# Usage: tooling/checks/turbo-cache.sh   (takes a few minutes: one real typecheck and lint)
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
tmp=$(mktemp -d /tmp/turbo-cache-XXXXXX)
trap 'rm -rf "$tmp"' EXIT
git clone -q "$repo" "$tmp/clone"
cd "$tmp/clone"
export TURBO_TELEMETRY_DISABLED=1 TURBO_CACHE_DIR="$tmp/cache"
pnpm install --offline --frozen-lockfile >/dev/null 2>&1
pnpm exec turbo run typecheck lint --filter=@vastra/api --output-logs=errors-only >/dev/null

# "<task> HIT|MISS" for the API's typecheck and lint, from a dry run.
status() {
  pnpm exec turbo run typecheck lint --filter=@vastra/api --dry=json 2>/dev/null | node -e '
    let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
      for (const t of JSON.parse(s).tasks)
        if (t.package === "@vastra/api") console.log(`${t.task} ${t.cache.status}`);
    });'
}

fail=0
# expect <typecheck HIT|MISS|any> <lint HIT|MISS> <what changed> -- <command making the change>
expect() {
  local want_tc=$1 want_lint=$2 what=$3
  shift 4
  "$@"
  if [[ $1 != true ]] && git diff --quiet; then
    echo "WRONG the change '$what' was not made"
    fail=1
  fi
  local got tc lint
  got=$(status)
  tc=$(awk '$1=="typecheck"{print $2}' <<<"$got")
  lint=$(awk '$1=="lint"{print $2}' <<<"$got")
  local verdict=ok
  if [[ ($want_tc != any && $tc != "$want_tc") || $lint != "$want_lint" ]]; then
    verdict=WRONG
    fail=1
  fi
  printf '%-5s %-62s typecheck %-4s lint %-4s (expected %s/%s)\n' \
    "$verdict" "$what" "$tc" "$lint" "$want_tc" "$want_lint"
  git checkout -q -- .
}

expect HIT HIT 'nothing changed' -- true
expect MISS HIT 'a contracts type the API uses (OrderStatus)' -- \
  sed -i 's/^export type OrderStatus = (typeof ORDER_STATUSES)\[number\];/export type OrderStatus = (typeof ORDER_STATUSES)[number] \& string;/' \
  packages/contracts/src/lifecycle.ts
expect MISS HIT 'the shared TypeScript config (tooling/typescript)' -- \
  sed -i 's/"compilerOptions": {/"compilerOptions": {\n    "noFallthroughCasesInSwitch": true,/' \
  tooling/typescript/base.json
expect any MISS 'an ESLint rule (tooling/eslint)' -- \
  sed -i '1i // experiment' tooling/eslint/rules/module-face.js
expect HIT HIT 'a storefront file (apps/web)' -- \
  sed -i '1i // experiment' apps/web/src/main.tsx
exit $fail
