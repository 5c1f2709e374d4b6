/** A module setting from the environment: a positive whole number, the fallback when unset; anything else stops the start. */
export function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  const number = value ? Number(value) : fallback;
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}".`);
  return number;
}
