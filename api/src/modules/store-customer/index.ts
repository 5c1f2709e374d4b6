export { type StoreCustomerService, createStoreCustomerService } from './service';
export { DEMO_MEMBER_EMAIL, seedStoreCustomers } from './seed';
export { importStoreCustomers } from './import';
export { CsvError } from './csv';
