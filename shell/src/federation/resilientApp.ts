import type { AppProps } from 'single-spa';
import type { Root } from 'react-dom/client';
import { runLifecycle, type RemoteLifeCycles } from './lifecycle';
import { renderUnavailable } from './unavailable';

type Props = AppProps & { domElement: HTMLElement };

/**
 * Lifecycles that stand in front of a remote. The remote is fetched when its route is first
 * mounted; if its server is down or its code throws, the area shows the unavailable panel, and the
 * panel's retry fetches and mounts the real remote in place — no reload, and no other area touched.
 */
export function resilientApp(name: string, load: () => Promise<RemoteLifeCycles>): RemoteLifeCycles {
  let remote: RemoteLifeCycles | null = null;
  let panel: Root | null = null;
  let mounted = false;

  async function ensureLoaded(props: Props): Promise<RemoteLifeCycles> {
    if (remote) return remote;
    const loaded = await load();
    await runLifecycle(loaded.bootstrap, props);
    remote = loaded;
    return loaded;
  }

  function showPanel(props: Props, error: unknown): void {
    console.warn(`[shell] ${name} is unavailable`, error);
    panel = renderUnavailable(props.domElement, () => mountRemote(props));
  }

  function hidePanel(): void {
    panel?.unmount();
    panel = null;
  }

  async function mountRemote(props: Props): Promise<void> {
    try {
      const app = await ensureLoaded(props);
      hidePanel();
      await runLifecycle(app.mount, props);
      mounted = true;
    } catch (error) {
      if (!panel) showPanel(props, error);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props) => mountRemote(props as Props),
    unmount: async (props) => {
      hidePanel();
      if (remote && mounted) await runLifecycle(remote.unmount, props);
      mounted = false;
    },
  };
}
