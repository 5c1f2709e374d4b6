import { requestFederationManifest } from './federation/earlyManifest';

void requestFederationManifest().catch(() => undefined);
// The async boundary lets Module Federation negotiate shared singletons before any app code runs.
import('./bootstrap');
