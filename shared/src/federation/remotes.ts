/**
 * The remotes, by the name they are registered under in /federation.json: THE list. Adding a remote
 * is a folder mfe-<name> and one entry here; npm workspaces, jest projects, tsconfig, ports, the
 * shell's areas and the deployment checks derive from it (see README.md, Adding a remote). Kept
 * free of imports so Node scripts and the build configs can read it.
 */
export const REMOTE_NAMES = ['auth', 'earn', 'rewards', 'contest', 'support'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
