/** A whole-number module setting from the environment: the fallback when unset; anything else stops the start. */
function integerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, kind: string): number {
  const value = env[name];
  const number = value ? Number(value) : fallback;
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be ${kind}, got "${value}".`);
  return number;
}

/** A count, a limit or an interval that cannot be zero. */
export const positiveInteger = (env: NodeJS.ProcessEnv, name: string, fallback: number): number =>
  integerSetting(env, name, fallback, 1, 'a positive integer');

/** A setting where 0 turns something off. */
export const wholeNumberSetting = (env: NodeJS.ProcessEnv, name: string, fallback: number): number =>
  integerSetting(env, name, fallback, 0, 'a whole number (0 turns it off)');
