import type { ApiModule } from '../../platform/api-module';
import { packageCodeRoutes } from './routes';
import type { PackageCodeService } from './service';
import type { PackageCodeSettings } from './settings';

export { type PackageCodeService, createPackageCodeService } from './service';
export { type PackageCodeSettings, loadPackageCodeSettings } from './settings';
export { seedDemoPurchaseProof } from './seed';
export { CodeImportError, generateCodes, importCodes } from './operator';
export { DEMO_PRODUCTS, YELLOW_POOLS, demoPackageCode, demoYellowCode } from './demo-products';

export const packageCodeModule = (service: PackageCodeService, settings: PackageCodeSettings): ApiModule => ({
  tag: {
    name: 'package-code',
    description: 'Package codes, yellow-sticker codes, their flavours, and the eligible products',
  },
  register: async (api) => {
    await api.register(packageCodeRoutes, { service, rateLimitPerMinute: settings.rateLimitPerMinute });
  },
});
