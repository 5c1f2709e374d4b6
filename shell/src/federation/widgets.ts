import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@portal/shared';
import type { ComponentType } from 'react';

/** A React component a remote exposes for the shell to compose (its module's default export). */
export type Widget = ComponentType<Record<string, never>>;

/**
 * Loads `<remote>/<expose>` through the Module Federation runtime. Besides remoteLoader.ts this is
 * the only file that touches the runtime, so component tests replace it. After a failure the remote
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
