export { type StoreCustomerService, createStoreCustomerService } from './service';
export { DEMO_MEMBER_EMAIL, DEMO_STORE_EMAILS, seedStoreCustomers } from './seed';
export { importStoreCustomers } from './import';
