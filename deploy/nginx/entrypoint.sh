#!/bin/sh
# Start-up of every front-end image: render the site template with our variables only (nginx's own
# $uri and friends stay untouched), then run nginx in the foreground. The same rendering is what
# deploy/lint.sh and e2e/src/support/nginx.ts do.
set -eu
# Docker's embedded DNS (127.0.0.11) or whatever the container was given; IPv4 only (ipv6=off).
: "${NGINX_LOCAL_RESOLVERS:=$(awk '/^nameserver/ && $2 !~ /:/ { printf "%s ", $2 }' /etc/resolv.conf)}"
: "${CSP_ANALYTICS_ORIGINS:=}"
: "${CSP_PAYMENT_GATEWAY:=}"
: "${COMPOSER_UPSTREAM:=}"
export NGINX_LOCAL_RESOLVERS CSP_ANALYTICS_ORIGINS CSP_PAYMENT_GATEWAY COMPOSER_UPSTREAM
envsubst '${REMOTE_ORIGINS} ${API_UPSTREAM} ${NGINX_LOCAL_RESOLVERS} ${CSP_ANALYTICS_ORIGINS} ${CSP_PAYMENT_GATEWAY} ${COMPOSER_UPSTREAM}' \
  </etc/nginx/templates/site.conf.template >/etc/nginx/conf.d/site.conf
exec nginx -g 'daemon off;'
