/** The five remotes, by the name they are registered under in /federation.json. Kept free of imports so Node scripts can read it. */
export const REMOTE_NAMES = ['auth', 'earn', 'rewards', 'contest', 'support'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
