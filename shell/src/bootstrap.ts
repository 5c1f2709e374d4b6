import {
  isLoggedIn,
  loadCampaign,
  provideWidgetLoader,
  REMOTE_NAMES,
  remoteAreaId,
  startRouteCalls,
  takeFirstScreen,
  useSession,
  type RemoteName,
} from '@portal/shared';
import { registerApplication, start } from 'single-spa';
import { afterFrame, frameApp } from './federation/frameFirst';
import { preloadOnIntent } from './federation/intentPreload';
import { resilientApp } from './federation/resilientApp';
import { fetchFederationManifest, type FederationManifest } from './federation/manifest';
import { prefetchManifest, whenSettled } from './federation/manifestPrefetch';
import { loadRemoteApp, preloadRemoteApp, preloadRoute, registerFederation } from './federation/remoteLoader';
import { routes, setRemoteRoutes } from './federation/routes';
import { loadWidget } from './federation/widgets';
import { dropStaticContentOffRoute, keepMemberCookie } from './features/home/staticHome';
import { guardInitialUrl, installGuards } from './guards/installGuards';
import { focusNewPageHeadings } from './navigation/pageFocus';
import { showPageLoading } from './navigation/pageLoading';
import { keepPagePlaces } from './navigation/pagePlace';
import { titlePagesByHeading } from './navigation/pageTitle';

const area = (id: string) => () => ({ domElement: document.getElementById(id) as HTMLElement });

/**
 * Each remote mounts into its own element after the shell's pages; made here, so the list is the only
 * place a remote is named. The page already holds the route's remote's element when a server wrote its
 * first screen there (docs/first-screen-plan.md): the remote's root takes that one over.
 */
function remoteArea(name: RemoteName): () => { domElement: HTMLElement } {
  const id = remoteAreaId(name);
  if (!document.getElementById(id)) {
    const element = document.createElement('div');
    element.id = id;
    document.getElementById('portal-main')?.append(element);
  }
  return area(id);
}

/** The remote a path mounts for whoever is here now: a visitor on a member-only route is sent to /login instead. */
function remoteFor(pathname: string): RemoteName | null {
  const owner = routes().ownerOf(pathname);
  return owner && (isLoggedIn(useSession.getState()) || !routes().isMemberOnly(pathname)) ? owner : null;
}

/**
 * Registers the remotes and their routes as soon as /federation.json is read, and starts fetching the
 * current route's remote while the campaign call is still out: only that remote loads before first paint.
 * The calls its page makes first go out with it (docs/decisions.md, 80). A route's remote and page chunk
 * start loading when the member points at or focuses a link to it (83, 143); the manifests of the remotes
 * the member may open come once the page has settled (95).
 */
function federationReady(manifest: Partial<FederationManifest>): Partial<FederationManifest> {
  registerFederation(manifest);
  provideWidgetLoader(loadWidget);
  setRemoteRoutes(Object.fromEntries(Object.entries(manifest).map(([name, remote]) => [name, remote.routes])));
  const { pathname } = window.location;
  const current = remoteFor(pathname);
  if (current) {
    preloadRemoteApp(current, pathname);
    startRouteCalls(routes().callsOf(pathname));
  }
  preloadOnIntent(remoteFor, preloadRoute);
  whenSettled(() => {
    for (const [name, remote] of Object.entries(manifest)) {
      // Pages in the frame, which the frame's links lead to; not a share link's bare page (/contestx/:id).
      const opens = remote.routes.some((route) => route.layout && remoteFor(route.path) === name);
      if (opens) prefetchManifest(remote.entry);
    }
  });
  return manifest;
}

/**
 * The single-spa root config: no UI framework here. It reads which remotes exist, where, and the
 * routes each declares from /federation.json, registers the shell's own React apps and one application per remote, guards
 * routes by campaign state and session, and starts.
 */
async function main(): Promise<void> {
  keepMemberCookie();
  // Before the route's calls start: a call the page's first screen answered is not asked again.
  takeFirstScreen();
  // The frame's chunk, named in the page with the start-up files (webpackPreload, docs/decisions.md,
  // 70), so it arrives with the shared libraries; pages and remotes mount after it.
  const layout = import(/* webpackPreload: true */ './features/layout/app').then(frameApp);
  const [manifest] = await Promise.all([fetchFederationManifest().then(federationReady), loadCampaign()]);

  registerApplication({
    name: 'layout',
    app: () => layout,
    activeWhen: () => true,
    customProps: area('portal-header'),
  });
  registerApplication({
    name: 'pages',
    app: () => import('./features/pages/app').then(afterFrame),
    activeWhen: (location) => routes().ownerOf(location.pathname) === null,
    customProps: area('portal-pages'),
  });
  for (const name of REMOTE_NAMES) {
    registerApplication({
      name,
      app: async () => afterFrame(await resilientApp(name, () => loadRemoteApp(name, manifest[name]))),
      activeWhen: (location) => routes().ownerOf(location.pathname) === name,
      customProps: remoteArea(name),
    });
  }

  guardInitialUrl();
  installGuards();
  dropStaticContentOffRoute((pathname) => routes().ownerOf(pathname) === null);
  keepPagePlaces();
  showPageLoading();
  titlePagesByHeading();
  focusNewPageHeadings();
  start({ urlRerouteOnly: true });
}

void main();
