/** Receipt files (docs/product/limits.md): at most 5, each at most 5 MB, jpeg, png, jpg or pdf. */
export const MAX_RECEIPT_FILES = 5;
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export type SelectionProblem = 'tooMany' | 'invalidType' | 'tooBig';

/** A chosen file as the rules see it. */
export interface Chosen {
  name: string;
  type: string;
  size: number;
}

/** The type of a chosen file from its name and the browser's type; null when not a receipt type. */
export function receiptType(file: Chosen): string | null {
  const named = TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''];
  return named && (file.type === '' || file.type === named) ? named : null;
}

/** The first rule the selection breaks: count, then type, then size. */
export function checkSelection(files: readonly Chosen[]): SelectionProblem | null {
  if (files.length > MAX_RECEIPT_FILES) return 'tooMany';
  if (files.some((file) => receiptType(file) === null)) return 'invalidType';
  if (files.some((file) => file.size > MAX_RECEIPT_BYTES)) return 'tooBig';
  return null;
}

/** What is uploaded: a PDF in the selection wins; one image as it is; several images merged into one PDF. */
export type UploadPlan<F extends Chosen> = { kind: 'single'; file: F } | { kind: 'merge'; images: F[] };

export function planUpload<F extends Chosen>(files: readonly F[]): UploadPlan<F> {
  const pdf = files.find((file) => receiptType(file) === 'application/pdf');
  if (pdf) return { kind: 'single', file: pdf };
  const [first, ...rest] = files;
  if (!first) throw new Error('planUpload needs at least one file.');
  return rest.length === 0 ? { kind: 'single', file: first } : { kind: 'merge', images: [...files] };
}
