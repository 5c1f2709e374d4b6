import { apiCall } from '@portal/shared';
import type { Envelope, LookupResult, PackageCodeResult, PackageCodeSubmission } from '@portal/kit';

export const LOOKUP_PATH = '/s1/lookup';
export const VALIDATE_CODE_PATH = '/s1/package/validatecode';

export const fetchFlavors = (): Promise<Envelope<LookupResult>> =>
  apiCall<LookupResult>({ method: 'POST', url: LOOKUP_PATH, data: { lookups: ['PRODUCT_FLOVER'] } });

export const submitCodes = (submission: PackageCodeSubmission): Promise<Envelope<PackageCodeResult[]>> =>
  apiCall<PackageCodeResult[]>({ method: 'POST', url: VALIDATE_CODE_PATH, data: submission });
