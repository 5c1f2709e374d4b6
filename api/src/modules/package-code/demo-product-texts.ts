import type { DemoProduct } from './demo-products';
import type { ProductTexts } from './texts';

type Translations = NonNullable<ProductTexts['type']>;

/** The demo products' types in French and Spanish, by their English type. */
const TYPES: Record<string, Translations> = {
  'Device Kit': { fr: 'Kit appareil', es: 'Kit de dispositivo' },
  Accessory: { fr: 'Accessoire', es: 'Accesorio' },
  Pods: { fr: 'Capsules', es: 'Cápsulas' },
  Disposable: { fr: 'Jetable', es: 'Desechable' },
};

/** The demo products whose names are words rather than the brand's own names, by sku. */
const NAMES: Record<string, Translations> = {
  'xl-usb-charger': { fr: 'Chargeur USB XL', es: 'Cargador USB XL' },
  pods: { fr: 'Leap Pods (paquet de 2)', es: 'Leap Pods (paquete de 2)' },
  'usb-charger': { fr: 'Chargeur USB', es: 'Cargador USB' },
  'car-charger': { fr: 'Chargeur de voiture', es: 'Cargador para auto' },
  'carry-case': { fr: 'Étui de transport', es: 'Estuche de transporte' },
};

/** A demo product's translations (its type's, and its name's where the name is not the brand's). */
export function demoProductTexts({ sku, productType }: DemoProduct): ProductTexts {
  const name = NAMES[sku];
  const type = TYPES[productType];
  return { ...(name ? { name } : {}), ...(type ? { type } : {}) };
}
