import { loadCampaign, REMOTE_NAMES, type RemoteName } from '@portal/shared';
import { registerApplication, start } from 'single-spa';
import { resilientApp } from './federation/resilientApp';
import { fetchFederationManifest } from './federation/manifest';
import { loadRemoteApp, registerFederation } from './federation/remoteLoader';
import { routes, setRemoteRoutes } from './federation/routes';
import { guardInitialUrl, installGuards } from './guards/installGuards';

const area = (id: string) => () => ({ domElement: document.getElementById(id) as HTMLElement });

/** Each remote mounts into its own element after the shell's pages; made here, so the list is the only place a remote is named. */
function remoteArea(name: RemoteName): () => { domElement: HTMLElement } {
  const element = document.createElement('div');
  element.id = `app-${name}`;
  document.getElementById('portal-main')?.append(element);
  return area(element.id);
}

/**
 * The single-spa root config: no UI framework here. It reads which remotes exist, where, and the
 * routes each declares from /federation.json, registers the shell's own React apps and one application per remote, guards
 * routes by campaign state and session, and starts.
 */
async function main(): Promise<void> {
  const [manifest] = await Promise.all([fetchFederationManifest(), loadCampaign()]);
  registerFederation(manifest);
  setRemoteRoutes(Object.fromEntries(Object.entries(manifest).map(([name, remote]) => [name, remote.routes])));

  registerApplication({
    name: 'layout',
    app: () => import('./features/layout/app'),
    activeWhen: () => true,
    customProps: area('portal-header'),
  });
  registerApplication({
    name: 'pages',
    app: () => import('./features/pages/app'),
    activeWhen: (location) => routes().ownerOf(location.pathname) === null,
    customProps: area('portal-pages'),
  });
  for (const name of REMOTE_NAMES) {
    registerApplication({
      name,
      app: async () => resilientApp(name, () => loadRemoteApp(name, manifest[name])),
      activeWhen: (location) => routes().ownerOf(location.pathname) === name,
      customProps: remoteArea(name),
    });
  }

  guardInitialUrl();
  installGuards();
  start({ urlRerouteOnly: true });
}

void main();
