import type { Db } from '../../db/db';
import { isAgeVerifiedCustomer } from './repository';

export type StoreCustomerService = ReturnType<typeof createStoreCustomerService>;

/** What other modules ask the store's customer list (pre-registration). */
export function createStoreCustomerService(db: Db) {
  return {
    /** True when the store knows this e-mail as an age-verified customer. */
    isAgeVerified: (email: string): Promise<boolean> => isAgeVerifiedCustomer(db, email),
  };
}
