import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, Widget } from '@portal/shared';

/**
 * Loads `<remote>/<expose>` through the Module Federation runtime: the widget loader the shell
 * provides to every app's RemoteWidget (@portal/shared) at start-up. Besides remoteLoader.ts this is
 * the only file that touches the runtime. After a failure the remote
 * is registered again (force), so a retry fetches its entry afresh instead of reusing the failed one.
 */
export async function loadWidget(remote: RemoteName, expose: string): Promise<Widget> {
  try {
    const module = await loadRemote<{ default?: Widget }>(`${remote}/${expose}`);
    if (!module?.default) throw new Error(`${remote}/${expose} has no default export`);
    return module.default;
  } catch (error) {
    resetRemote(remote);
    throw error;
  }
}

function resetRemote(remote: RemoteName): void {
  const registered = getInstance()?.options.remotes.find((candidate) => candidate.name === remote);
  if (registered) registerRemotes([registered], { force: true });
}
