import type { Rule } from 'eslint';

/** The lint plugin of eslint-french-spacing.js, typed for its test. */
declare const plugin: { rules: { 'french-spacing': Rule.RuleModule } };
export = plugin;
