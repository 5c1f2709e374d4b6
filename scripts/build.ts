import { buildStale } from './lib/build';

/** `npm run build` rebuilds everything; `npm run build:stale` only what changed. */
const all = process.argv.includes('--all');
const started = Date.now();
buildStale({ all })
  .then((built) =>
    console.log(
      `${built.length ? `built ${built.join(', ')}` : 'nothing to build'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ),
  )
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
