/**
 * The four steps of the program (docs/product/home.md, Member home), each with a small line icon.
 * Read by WelcomeSteps and by the shell's build, which paints them in the member's static home
 * (shell/webpack.config.js, docs/decisions.md, 75).
 */
export const STEPS = [
  { key: 'buy', icon: 'M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2' },
  { key: 'earn', icon: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7L12 3Z' },
  { key: 'level', icon: 'M4 20h4v-6H4v6Zm6 0h4V9h-4v11Zm6 0h4V4h-4v16Z' },
  { key: 'smart', icon: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z' },
] as const;
