import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DEPLOY_NGINX = path.resolve(__dirname, '../../../deploy/nginx');
const SHELL_DIST = path.resolve(__dirname, '../../../shell/dist');

/**
 * The shell's built files with the federation.json a portal serves beside them, as the compose file
 * mounts it: the folder a shell nginx serves. The caller removes it.
 */
export async function shellFolder(portalUrl: string): Promise<string> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-shell-root-'));
  // nginx's workers are not this user: they must be able to enter the folder.
  chmodSync(root, 0o755);
  for (const file of readdirSync(SHELL_DIST)) symlinkSync(path.join(SHELL_DIST, file), path.join(root, file));
  writeFileSync(path.join(root, 'federation.json'), await (await fetch(`${portalUrl}/federation.json`)).text());
  return root;
}

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Debian's nginx running one of the deployment's site configs, rendered as the container's
 * entrypoint renders it (envsubst of our variables only). Only the place changes: the port it
 * listens on, the folder it serves and, for the shell, where `/remotes/<name>/` goes: `remotes`, one
 * server standing for every remote's container (shell.conf's mfe-<name>).
 */
export async function startNginx(
  site: 'shell' | 'remote',
  root: string,
  port: number,
  vars: Record<string, string> = {},
  remotes = 'http://127.0.0.1:9',
) {
  const work = mkdtempSync(path.join(os.tmpdir(), `portal-nginx-${site}-`));
  // No first-screen composer unless the test names one (shell.conf's COMPOSER_UPSTREAM).
  vars = site === 'shell' ? { COMPOSER_UPSTREAM: '', ...vars } : vars;
  const names = Object.keys(vars);
  const rendered = spawnSync('envsubst', [names.map((name) => `\${${name}}`).join(' ')], {
    input: readFileSync(path.join(DEPLOY_NGINX, `${site}.conf`), 'utf8'),
    env: { ...process.env, ...vars },
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(`envsubst failed: ${rendered.stderr}`);
  const siteConf = rendered.stdout
    .replace(/listen 80;/g, `listen 127.0.0.1:${port};`)
    .replace(/listen \[::\]:80;/g, '')
    .replace(/root \/usr\/share\/nginx\/html;/g, `root ${root};`)
    .replace('/etc/nginx/shell-page.js', path.join(DEPLOY_NGINX, 'shell-page.js'))
    .replace('http://mfe-$remote_name', remotes);
  writeFileSync(path.join(work, 'site.conf'), siteConf);
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
load_module /usr/lib/nginx/modules/ngx_http_js_module.so;
daemon off;
worker_processes 1;
error_log ${work}/error.log warn;
pid ${work}/nginx.pid;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
  );
  const child = spawn('nginx', ['-p', work, '-e', `${work}/error.log`, '-c', `${work}/nginx.conf`], {
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      });
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${url}/healthz`, child);
  } catch (error) {
    const log = readFileSync(path.join(work, 'error.log'), 'utf8');
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { url, stop } satisfies RunningNginx;
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 50 && child.exitCode === null; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}
