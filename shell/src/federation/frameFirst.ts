import type { AppProps, LifeCycles } from 'single-spa';

let frameMounted: () => void = () => undefined;
const frame = new Promise<void>((resolve) => {
  frameMounted = resolve;
});

const steps = (lifecycle: LifeCycles['mount']) => (Array.isArray(lifecycle) ? lifecycle : [lifecycle]);

/**
 * The page frame (the layout app) mounts before any page or remote, so a member's tier bar space is in
 * place before content paints under it and nothing is pushed down (docs/decisions.md, 30. A static
 * frame in index.html). A layout that fails to mount still lets the pages through.
 */
export function frameApp(app: LifeCycles): LifeCycles {
  const mountThenRelease = async (props: AppProps) => {
    try {
      for (const step of steps(app.mount)) await step(props);
    } finally {
      frameMounted();
    }
  };
  return { ...app, mount: mountThenRelease };
}

/** A page or remote whose mount waits for the frame's. */
export function afterFrame(app: LifeCycles): LifeCycles {
  return { ...app, mount: [() => frame, ...steps(app.mount)] };
}
