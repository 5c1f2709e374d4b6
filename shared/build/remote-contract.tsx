import { act, screen, waitFor } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LifeCycles } from 'single-spa';
import type { RouteCall, RouteDeclaration } from '../src/federation/routes';
import { fakeApi, type FakeRequest } from '../src/testing';

/** Libraries every remote uses, so each build must consume them from the shared scope. */
const CORE_SINGLETONS = ['react', 'react-dom', 'react-i18next', 'i18next', 'styled-components', '@portal/shared'];
/** Stateless packages shared without being singletons: two versions may live side by side. */
const SIDE_BY_SIDE = ['@portal/kit'];

/** An answer of a list call: its items under `content`, beside whatever else the page reads (metaData…). */
interface SampleAnswer {
  httpCode: number;
  data: { content: ReadonlyArray<object>; [field: string]: unknown };
}

interface ContractOptions {
  /** The remote's folder (its __dirname/..). */
  dir: string;
  /** The federation name of the remote (earn, auth, …). */
  name: string;
  /** The exposed `./app` module, imported from source. */
  app: LifeCycles<object>;
  /** The remote's route declaration (its src/routes.ts). */
  routes: readonly RouteDeclaration[];
  /** A route the remote owns and the heading its page shows. */
  route: string;
  heading: string | RegExp;
  /** For each call a route declares a picture of: an answer its page shows, by the call's url. */
  sampleAnswers?: Readonly<Record<string, SampleAnswer>>;
  /** The query a route's page is opened with, where it is always reached with one (a mailed link's token). */
  queries?: Readonly<Record<string, string>>;
}

/** A path pattern filled in with sample values (`:id` and a trailing `*` become `sample`). */
const samplePath = (pattern: string): string => pattern.replace(/:\w+/g, 'sample').replace(/\*$/, 'sample');
const declared = ({ path, access, layout, calls, heading, headingLook }: RouteDeclaration) => ({
  path,
  access,
  layout,
  ...(calls ? { calls } : {}),
  ...(heading ? { heading } : {}),
  ...(headingLook ? { headingLook } : {}),
});
/** A call as the server reads it: method, path and query, every value a string. */
const asRequest = ({ url, params = {} }: RouteCall) =>
  `GET ${url}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;
const seen = ({ method, url, params }: FakeRequest) => `${method} ${url}?${new URLSearchParams(params)}`;
const COMPOSE_FEDERATION = path.join(__dirname, '..', '..', 'deploy', 'federation.compose.json');

interface ManifestShape {
  name: string;
  exposes: Array<{ name: string; path: string; assets: { js: { sync: string[] } } }>;
  shared: Array<{ name: string; singleton: boolean; assets: { js: { sync: string[] } } }>;
}

/**
 * What the shell relies on from every remote: its build exposes `./app` and shares the singletons,
 * and `./app` is single-spa lifecycles that really mount a page into the element given and unmount it.
 */
export function remoteContract({
  dir,
  name,
  app,
  routes,
  route,
  heading,
  sampleAnswers = {},
  queries = {},
}: ContractOptions): void {
  describe(`the ${name} remote's contract with the shell`, () => {
    it('builds a federation manifest that exposes ./app, shares every singleton and the kit side by side', () => {
      const file = path.join(dir, 'dist', 'mf-manifest.json');
      expect(existsSync(file)).toBe(true);
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as ManifestShape;
      expect(manifest.name).toBe(name);
      expect(manifest.exposes.map((e) => e.path)).toContain('./app');
      // Every shared module the remote consumes is a singleton but the kit, and the core ones are among them.
      // The manifest omits the flag for prefix matches (react/jsx-runtime), so those are read from the entry.
      const entry = readFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'utf8');
      const singletonInEntry = (lib: string) =>
        new RegExp(`"${lib}":\\[\\{[^}]*shareConfig:\\{[^}]*singleton:!0`).test(entry);
      const notSingleton = manifest.shared.filter((s) => !s.singleton && !singletonInEntry(s.name)).map((s) => s.name);
      expect(notSingleton).toEqual(SIDE_BY_SIDE);
      const names = manifest.shared.map((s) => s.name);
      for (const lib of CORE_SINGLETONS) expect(names).toContain(lib);
      expect(existsSync(path.join(dir, 'dist', 'remoteEntry.js'))).toBe(true);
    });

    it('carries no router of its own: the code it loads for its exposes holds no react-router', () => {
      const dist = path.join(dir, 'dist');
      const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as ManifestShape;
      const ownChunks = [...new Set(manifest.exposes.flatMap((e) => e.assets.js.sync))];
      expect(ownChunks.length).toBeGreaterThan(0);
      const withRouter = ownChunks.filter((chunk) => {
        const licence = path.join(dist, `${chunk}.LICENSE.txt`);
        return existsSync(licence) && readFileSync(licence, 'utf8').includes('react-router');
      });
      expect(withRouter).toEqual([]);
    });

    /** The app mounted at `url` into an element of its own, as the shell mounts it; `unmount` takes both down. */
    const mountAt = async (url: string) => {
      window.history.pushState(null, '', url);
      const domElement = document.createElement('div');
      document.body.append(domElement);
      const props = { name, domElement, singleSpa: {}, mountParcel: jest.fn() };
      await runAll(app.bootstrap, props);
      await runAll(app.mount, props);
      const unmount = async () => {
        await runAll(app.unmount, props);
        domElement.remove();
      };
      return { domElement, unmount };
    };

    it('mounts its page into the element the shell gives and leaves it empty on unmount', async () => {
      const { domElement, unmount } = await mountAt(route);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(domElement).not.toBeEmptyDOMElement();
      await unmount();
      expect(domElement).toBeEmptyDOMElement();
    });

    it('publishes the routes it declares as routes.json beside its manifest', () => {
      const published = JSON.parse(readFileSync(path.join(dir, 'dist', 'routes.json'), 'utf8')) as unknown;
      expect(published).toEqual({ name, routes: routes.map(declared) });
    });

    it('renders a page at every route it declares and nothing at a path it does not declare', async () => {
      const rendered = async (url: string) => {
        const { domElement, unmount } = await mountAt(url);
        const page = domElement.childElementCount > 0 && !domElement.querySelector('[data-testid="unavailable-panel"]');
        await unmount();
        return page;
      };
      // An API that has not answered yet: each page is checked as it first shows, whatever its data would say.
      fakeApi({ '* *': () => new Promise(() => undefined) });
      for (const { path: pattern } of routes)
        expect([pattern, await rendered(samplePath(pattern))]).toEqual([pattern, true]);
      expect(await rendered(`/not-a-route-of-${name}`)).toBe(false);
    });

    // One test per route that declares its first calls: the shell starts them before the page's code
    // arrives, so a declared call the page does not make would be wasted.
    for (const { path: pattern, calls = [] } of routes.filter((route) => route.calls?.length)) {
      it(`asks the calls ${pattern} declares as its page opens`, async () => {
        const { calls: requests } = fakeApi({ '* *': () => new Promise(() => undefined) });
        const { unmount } = await mountAt(samplePath(pattern));
        await waitFor(() => expect(requests.map(seen)).toEqual(expect.arrayContaining(calls.map(asRequest))));
        await unmount();
      });
    }

    // One test per call that declares its picture: the shell asks for that picture as the answer arrives
    // (docs/decisions.md, 88), so it must be the one the page shows first, at the same priority.
    const pictureCalls = routes.flatMap(({ path: pattern, calls = [] }) =>
      calls.filter((call) => call.picture).map((call) => ({ pattern, call })),
    );
    for (const { pattern, call } of pictureCalls) {
      it(`shows first on ${pattern} the picture its call ${call.url} declares, at high priority`, async () => {
        const sample = sampleAnswers[call.url];
        if (!sample) throw new Error(`give remoteContract a sample answer of ${call.url}`);
        fakeApi({ [`GET ${call.url}`]: sample, '* *': () => new Promise(() => undefined) });
        const { domElement, unmount } = await mountAt(samplePath(pattern));
        const first = (sample.data.content[0] as Record<string, string>)[call.picture!];
        await waitFor(() => expect(domElement.querySelector('img')?.getAttribute('src')).toBe(first));
        expect(domElement.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
        await unmount();
      });
    }

    // One test per route that declares its heading: the servers paint it before the remote arrives, and
    // the page must open with the same words in the same place (docs/decisions.md, 84).
    for (const { path: pattern, heading } of routes.filter((route) => route.heading)) {
      it(`opens ${pattern} with the title and lead it declares, before any answer of the API`, async () => {
        fakeApi({ '* *': () => new Promise(() => undefined) });
        const { unmount } = await mountAt(`${pattern}${queries[pattern] ?? ''}`);
        const { title, lead } = heading!.en;
        const section = (await screen.findByRole('heading', { level: 1, name: title })).parentElement!;
        expect(section.querySelector(':scope > h1 + p')?.textContent ?? null).toBe(lead ?? null);
        await unmount();
      });
    }

    it('is listed in deploy/federation.compose.json with the routes it declares', () => {
      const federation = JSON.parse(readFileSync(COMPOSE_FEDERATION, 'utf8')) as Record<string, { routes: unknown }>;
      expect(federation[name]?.routes).toEqual(routes.map(declared));
    });
  });
}

type Step = (props: object) => Promise<unknown>;

async function runAll(lifecycle: unknown, props: object): Promise<void> {
  const steps = (Array.isArray(lifecycle) ? lifecycle : [lifecycle]) as Step[];
  for (const step of steps) {
    // single-spa-react resolves mount only after React commits, which act() holds back until its
    // callback returns: start the step inside act, let act flush, then wait for the step.
    let pending: Promise<unknown> = Promise.resolve();
    await act(async () => {
      pending = step(props);
    });
    await pending;
  }
}
