/**
 * Compile-time proof that a module's wire schemas and the shared contract (`@portal/kit/contracts`)
 * agree, both ways: each schema.ts lists `Assert<Same<Static<typeof XSchema>, X>>` in its
 * `ContractChecks`, which compiles only while the two types are the same.
 */

/** `true` when A and B are each assignable to the other. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only for `true`. */
export type Assert<T extends true> = T;
