import { createHash } from 'node:crypto';

/**
 * The demo campaign's eligible products and code pools (docs/product/purchase-proof.md, Demo data).
 * Point values are the product's (docs/product/limits.md, Package code point values).
 */
export interface DemoProduct {
  sku: string;
  productName: string;
  productType: string;
  upc: string;
  points: number;
  /** The length of the demo package codes of this product; absent: no codes (listed only). */
  codeLength?: number;
}

const product = (
  sku: string,
  productName: string,
  productType: string,
  upc: string,
  points: number,
  codeLength?: number,
): DemoProduct => ({ sku, productName, productType, upc, points, ...(codeLength ? { codeLength } : {}) });

export const DEMO_PRODUCTS: DemoProduct[] = [
  product('device-kit', 'Leap Device Kit', 'Device Kit', '850012345014', 40, 14),
  product('xl-usb-charger', 'XL USB Charger', 'Accessory', '850012345021', 12, 8),
  product('pods', 'Leap Pods (2-pack)', 'Pods', '850012345038', 16, 10),
  product('go', 'Leap Go', 'Disposable', '850012345045', 25, 12),
  product('go-pods', 'Leap Go Pods', 'Pods', '850012345052', 16, 9),
  product('device-kit-slate', 'Leap Device Kit Slate', 'Device Kit', '850012345069', 40),
  product('device-kit-rose', 'Leap Device Kit Rose', 'Device Kit', '850012345076', 40),
  product('device-kit-ocean', 'Leap Device Kit Ocean', 'Device Kit', '850012345083', 40),
  product('usb-charger', 'USB Charger', 'Accessory', '850012345090', 12),
  product('car-charger', 'Car Charger', 'Accessory', '850012345106', 12),
  product('carry-case', 'Carry Case', 'Accessory', '850012345113', 12),
  product('pods-classic-tobacco', 'Leap Pods Classic Tobacco', 'Pods', '850012345120', 16),
  product('pods-golden-tobacco', 'Leap Pods Golden Tobacco', 'Pods', '850012345137', 16),
  product('pods-cool-mint', 'Leap Pods Cool Mint', 'Pods', '850012345144', 16),
  product('pods-menthol', 'Leap Pods Menthol', 'Pods', '850012345151', 16),
  product('pods-berry', 'Leap Pods Berry', 'Pods', '850012345168', 16),
  product('go-classic', 'Leap Go Classic', 'Disposable', '850012345175', 25),
  product('go-mint', 'Leap Go Mint', 'Disposable', '850012345182', 25),
  product('go-menthol', 'Leap Go Menthol', 'Disposable', '850012345199', 25),
  product('go-berry', 'Leap Go Berry', 'Disposable', '850012345205', 25),
  product('go-pods-classic', 'Leap Go Pods Classic', 'Pods', '850012345212', 16),
  product('go-pods-mint', 'Leap Go Pods Mint', 'Pods', '850012345229', 16),
];

/** Code lengths whose codes need a flavour, and those flavours (the PRODUCT_FLOVER lookup). */
export const DEMO_FLAVORS: Record<number, string[]> = {
  10: ['Classic Tobacco', 'Golden Tobacco', 'Cool Mint', 'Menthol', 'Berry'],
};

/** Yellow-sticker pools and the points each code of them carries. */
export const YELLOW_POOLS = { 'yellow-sticker': 30, 'pod-pack': 20, 'leap-device': 50 } as const;
export type YellowPool = keyof typeof YELLOW_POOLS;

export const DEMO_CODES_PER_PRODUCT = 100;
export const DEMO_CODES_PER_YELLOW_POOL = 50;

const digest = (seed: string) => createHash('sha256').update(seed).digest();

/** The n-th demo package code of a product: stable, so README can list some (digits only). */
export function demoPackageCode(sku: string, length: number, n: number): string {
  const bytes = digest(`demo-package-code:${sku}:${n}`);
  let code = String(1 + (bytes[0]! % 9));
  for (let i = 1; code.length < length; i += 1) code += String(bytes[i]! % 10);
  return code;
}

const YELLOW_PREFIX: Record<YellowPool, string> = { 'yellow-sticker': 'YS', 'pod-pack': 'PP', 'leap-device': 'LD' };
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The n-th demo code of a yellow-sticker pool, e.g. `YS-7KQ2-M9TX`. */
export function demoYellowCode(pool: YellowPool, n: number): string {
  const bytes = digest(`demo-yellow-code:${pool}:${n}`);
  const chars = Array.from(bytes.subarray(0, 8), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${YELLOW_PREFIX[pool]}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
