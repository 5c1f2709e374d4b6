import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';

type Lifecycle = LifeCycleFn<object> | Array<LifeCycleFn<object>> | undefined;

/** single-spa allows a lifecycle to be one function or an array run in order. */
export async function runLifecycle(lifecycle: Lifecycle, props: AppProps & object): Promise<void> {
  const steps = lifecycle === undefined ? [] : Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const step of steps) await step(props);
}

export type RemoteLifeCycles = LifeCycles<object>;
