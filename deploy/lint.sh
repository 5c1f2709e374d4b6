#!/usr/bin/env bash
# Lint the container deployment without Docker (CI-safe):
#   1. docker-compose.yml  -> `docker-compose config -q` (Debian's docker-compose 1.29, offline)
#   2. the remotes list (REMOTE_NAMES in shared/src/federation/remotes.ts), the compose services,
#      federation.compose.json (each remote under the shell's /remotes/<name>/, or on an origin the
#      shell's REMOTE_ORIGINS lists, in compose and Dockerfile.web) and the remotes' ports agree
#   3. every Dockerfile copies every npm workspace manifest (npm ci fails otherwise)
#   4. deploy/nginx/*.conf -> `nginx -t`, each included in a throw-away top-level nginx.conf
#      that mirrors the nginx image's (http{} with mime.types), after rendering ${VARS} exactly
#      as the image's entrypoint does (envsubst limited to our variable names).
# Paths can be overridden to lint a copy: LINT_COMPOSE_FILE, LINT_NGINX_DIR, LINT_FEDERATION.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
COMPOSE_FILE_PATH="${LINT_COMPOSE_FILE:-docker-compose.yml}"
NGINX_DIR="${LINT_NGINX_DIR:-deploy/nginx}"
FEDERATION="${LINT_FEDERATION:-deploy/federation.compose.json}"
# The variables Dockerfile.web lets the nginx image substitute (keep in sync with NGINX_ENVSUBST_FILTER).
TEMPLATE_VARS='${REMOTE_ORIGINS} ${API_UPSTREAM} ${NGINX_LOCAL_RESOLVERS} ${CSP_ANALYTICS_ORIGINS} ${CSP_PAYMENT_GATEWAY} ${COMPOSER_UPSTREAM}'

failures=0
ok()   { echo "  ok   $*"; }
fail() { echo "  FAIL $*" >&2; failures=$((failures + 1)); }

# ---- tools: install Debian packages if missing, waiting for a concurrent apt/dpkg to finish
need_install=()
command -v docker-compose >/dev/null || need_install+=(docker-compose)
command -v nginx >/dev/null          || need_install+=(nginx-light)
command -v envsubst >/dev/null       || need_install+=(gettext-base)
[[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]] || need_install+=(libnginx-mod-http-brotli-static)
[[ -f /usr/lib/nginx/modules/ngx_http_js_module.so ]] || need_install+=(libnginx-mod-http-js)
if ((${#need_install[@]})); then
  echo "installing: ${need_install[*]}"
  [[ $(id -u) == 0 ]] || { echo "lint.sh: need root to apt-get install ${need_install[*]}" >&2; exit 2; }
  export DEBIAN_FRONTEND=noninteractive
  apt_get() { apt-get -o DPkg::Lock::Timeout=600 -o Acquire::Retries=3 "$@"; }
  apt_get install -y --no-install-recommends "${need_install[@]}" \
    || { apt_get update && apt_get install -y --no-install-recommends "${need_install[@]}"; }
fi
echo "tools: $(docker-compose version --short 2>/dev/null || echo '?') docker-compose, $(nginx -v 2>&1)"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# ---- 1. compose file
echo "[compose] $COMPOSE_FILE_PATH"
# The compose file demands a JWT_SECRET from whoever runs it; any value lets the file be checked.
export JWT_SECRET="${JWT_SECRET:-lint-only-placeholder}"
if docker-compose -f "$COMPOSE_FILE_PATH" config -q 2>"$tmp/compose.err"; then
  ok "docker-compose config -q"
  docker-compose -f "$COMPOSE_FILE_PATH" config >"$tmp/compose.resolved.yml" 2>/dev/null
else
  fail "docker-compose config -q: $(cat "$tmp/compose.err")"
fi

# ---- 2 + 3. consistency checks (python3 and PyYAML come with docker-compose)
echo "[consistency] $FEDERATION, REMOTE_ORIGINS, ports, Dockerfile workspace lists"
if [[ -s "$tmp/compose.resolved.yml" ]]; then
  if python3 - "$tmp/compose.resolved.yml" "$FEDERATION" >"$tmp/consistency.out" 2>&1 <<'PY'
import glob, json, re, sys, yaml
from urllib.parse import urlsplit
compose = yaml.safe_load(open(sys.argv[1]))["services"]
errors = []
try:
    fed = json.load(open(sys.argv[2]))
except Exception as e:
    print(f"  FAIL {sys.argv[2]} is not valid JSON: {e}"); sys.exit(1)
# THE list of remotes; everything below is checked against it.
names = re.findall(r"'([a-z][\w-]*)'", re.search(r"REMOTE_NAMES = \[(.*?)\]", open("shared/src/federation/remotes.ts").read(), re.S).group(1))
# The shell's own origin (published on 8080) serves each remote under /remotes/<name>/ (shell.conf).
shell_origin = "http://localhost:8080"
if sorted(fed) != sorted(names):
    errors.append(f"federation keys {sorted(fed)} != REMOTE_NAMES {sorted(names)}")
services = sorted(s for s in compose if s.startswith("mfe-"))
if services != sorted(f"mfe-{n}" for n in names):
    errors.append(f"compose services {services} != mfe-<name> for REMOTE_NAMES {names}")
for i, n in enumerate(names):
    svc = compose.get(f"mfe-{n}") or {}
    if ((svc.get("build") or {}).get("args") or {}).get("APP") != f"mfe-{n}":
        errors.append(f"mfe-{n}: build arg APP must be mfe-{n}")
    if 8081 + i not in {int(p["published"]) for p in svc.get("ports", []) if p.get("target") == 80}:
        errors.append(f"mfe-{n}: must publish {8081 + i} (its place in REMOTE_NAMES, like npm start)")
shell = compose.get("shell", {})
origins = (shell.get("environment") or {}).get("REMOTE_ORIGINS", "").split()
dockerfile_origins = re.search(r'REMOTE_ORIGINS="([^"]*)"', open("deploy/Dockerfile.web").read())
if not dockerfile_origins or dockerfile_origins.group(1).split() != origins:
    errors.append(f"deploy/Dockerfile.web default REMOTE_ORIGINS must be the compose file's {' '.join(origins)!r}")
def mount(v):  # compose 1.29 prints short syntax "src:target:mode"; long syntax is a dict
    if isinstance(v, dict): return v.get("target"), bool(v.get("read_only"))
    parts = v.split(":"); return parts[1], parts[-1] == "ro"
if ("/usr/share/nginx/html/federation.json", True) not in [mount(v) for v in shell.get("volumes", [])]:
    errors.append("shell must mount federation.json read-only at /usr/share/nginx/html/federation.json")
entry_origins = {"{0.scheme}://{0.netloc}".format(urlsplit(r.get("entry", ""))) for r in fed.values() if isinstance(r, dict)}
for origin in sorted(set(origins) - entry_origins):
    errors.append(f"shell REMOTE_ORIGINS lists {origin}, which no remote of {sys.argv[2]} is on")
for name, remote in fed.items():
    url = remote.get("entry", "") if isinstance(remote, dict) else ""
    if not isinstance(remote, dict) or not remote.get("routes"):
        errors.append(f"{name}: needs {{entry, routes}} (npm run federation:json writes it)")
    u = urlsplit(url)
    origin = f"{u.scheme}://{u.netloc}"
    if not u.path.endswith("/mf-manifest.json"):
        errors.append(f"{name}: {url} is not an mf-manifest.json URL")
    if origin == shell_origin:
        if u.path != f"/remotes/{name}/mf-manifest.json":
            errors.append(f"{name}: {url} is on the shell's origin but not under /remotes/{name}/")
    elif origin not in origins:
        errors.append(f"{name}: origin {origin} missing from shell REMOTE_ORIGINS (CSP would block it)")
    svc = compose.get(f"mfe-{name}")
    if svc is None:
        errors.append(f"no service mfe-{name}")
    elif u.hostname == "localhost" and origin != shell_origin:
        published = {int(p["published"]) for p in svc.get("ports", []) if p.get("target") == 80}
        if u.port not in published:
            errors.append(f"{name}: {url} but mfe-{name} publishes {sorted(published)}")
root = json.load(open("package.json"))
workspaces = sorted(d.rstrip("/") for pattern in root["workspaces"] for d in glob.glob(pattern + "/") if glob.os.path.exists(d + "package.json"))
for svc_name, svc in compose.items():
    app = ((svc.get("build") or {}).get("args") or {}).get("APP")
    if app and app not in workspaces:
        errors.append(f"{svc_name}: build arg APP={app} is not an npm workspace")
for df in sorted(glob.glob("deploy/Dockerfile.*")):
    text = open(df).read()
    for ws in workspaces:
        if f"COPY {ws}/package.json {ws}/" not in text:
            errors.append(f"{df}: does not COPY {ws}/package.json (npm ci would fail)")
for e in errors:
    print("  FAIL " + e)
if errors: sys.exit(1)
print(f"  ok   {len(fed)} remotes: manifests, CSP origins, published ports, mount; "
      f"{len(workspaces)} workspaces copied by every Dockerfile")
PY
  then cat "$tmp/consistency.out"
  else cat "$tmp/consistency.out" >&2; failures=$((failures + 1))
  fi
else
  fail "skipped: compose file did not parse"
fi
[[ -f .dockerignore ]] && ok ".dockerignore present" || fail ".dockerignore missing"

# ---- 4. nginx configs
remote_origins="$(python3 -c 'import sys,yaml; print(yaml.safe_load(open(sys.argv[1]))["services"]["shell"]["environment"]["REMOTE_ORIGINS"])' "$tmp/compose.resolved.yml" 2>/dev/null \
  || echo "http://localhost:8081")"
for conf in "$NGINX_DIR"/remote.conf "$NGINX_DIR"/shell.conf; do
  echo "[nginx] $conf"
  [[ -f "$conf" ]] || { fail "$conf not found"; continue; }
  name="$(basename "$conf" .conf)"
  work="$tmp/nginx-$name"; mkdir -p "$work"
  # Render like the image: resolver -> a literal address (nginx -t does not query it),
  # API_UPSTREAM -> the compose value. The variable proxy_pass means no DNS lookup at -t time.
  REMOTE_ORIGINS="$remote_origins" API_UPSTREAM="http://api:8090" NGINX_LOCAL_RESOLVERS="127.0.0.1" CSP_ANALYTICS_ORIGINS="" CSP_PAYMENT_GATEWAY="" COMPOSER_UPSTREAM="http://composer:8070" \
    envsubst "$TEMPLATE_VARS" <"$conf" \
    | sed "s#/etc/nginx/shell-page.js#$ROOT/$NGINX_DIR/shell-page.js#" >"$work/site.conf"
  # nginx's own variables are lower case; an upper-case ${X} outside a comment was not rendered.
  if leftover="$(sed 's/#.*//' "$work/site.conf" | grep -noE '\$\{[A-Z_][A-Z0-9_]*\}')"; then
    fail "$conf uses template variables the image does not substitute: $leftover"
  fi
  cat >"$work/nginx.conf" <<NGX
# throw-away top level, shaped like the image's /etc/nginx/nginx.conf (Debian's, with the brotli and njs modules)
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
load_module /usr/lib/nginx/modules/ngx_http_js_module.so;
worker_processes 1;
error_log $work/error.log warn;
pid $work/nginx.pid;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log $work/access.log;
    client_body_temp_path $work/client_body;
    proxy_temp_path $work/proxy;
    fastcgi_temp_path $work/fastcgi;
    uwsgi_temp_path $work/uwsgi;
    scgi_temp_path $work/scgi;
    sendfile on;
    keepalive_timeout 65;
    include $work/site.conf;   # rendered from $conf
}
NGX
  if nginx -t -p "$work" -e "$work/error.log" -c "$work/nginx.conf" >"$work/t.out" 2>&1; then
    ok "nginx -t ($(grep -c . "$conf") lines, vars rendered: $(sed 's/#.*//' "$conf" | grep -oE '\$\{[A-Z_]+\}' | sort -u | tr '\n' ' ' || true))"
  else
    fail "nginx -t $conf:"; sed 's/^/       /' "$work/t.out" >&2
  fi
done

echo
if ((failures)); then
  echo "deploy lint: $failures check(s) FAILED" >&2
  exit 1
fi
echo "deploy lint: all checks passed"
