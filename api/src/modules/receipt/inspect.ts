import { fromBuffer } from 'file-type';
import { PDFArray, PDFDict, PDFDocument, PDFInvalidObject, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import type { ReceiptUploadType } from '@portal/kit/contracts';
import { DomainError } from '../../platform/domain-error';
import { MERGED_MAX_BYTES, RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES } from './settings';

export type ReceiptMediaType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** What the member's browser said the file is: its name and its declared type. */
export interface DeclaredFile {
  filename: string;
  mimetype: string;
}

export interface InspectedFile {
  mediaType: ReceiptMediaType;
  extension: 'jpg' | 'png' | 'pdf';
}

const ACCEPTED: Record<string, InspectedFile> = {
  'image/jpeg': { mediaType: 'image/jpeg', extension: 'jpg' },
  'image/png': { mediaType: 'image/png', extension: 'png' },
  'application/pdf': { mediaType: 'application/pdf', extension: 'pdf' },
};

const EXTENSIONS: Record<string, ReceiptMediaType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * Markers of a second format hidden in an accepted one (a polyglot): markup a browser would run, or a
 * PDF inside an image. Each is long enough that compressed image data does not hit it by chance. A
 * PDF's own actions are read from its parsed objects instead (`runsOrOpensSomething`).
 */
const MARKUP = /<(script|html|!doctype|svg|iframe|object|embed)[\s>]|<\?xml\s/i;
const PDF_INSIDE = '%PDF-';

const WINDOW = 1024 * 1024;
const OVERLAP = 64;

/** Scans the file a megabyte at a time (overlapping), so a 25 MB file never becomes a 25 MB string. */
function hidesAnotherFormat(bytes: Buffer, isPdf: boolean): boolean {
  for (let start = 0; start < bytes.length; start += WINDOW) {
    const text = bytes.toString('latin1', Math.max(0, start - OVERLAP), Math.min(bytes.length, start + WINDOW));
    if (MARKUP.test(text)) return true;
    if (!isPdf && text.includes(PDF_INSIDE)) return true;
  }
  return false;
}

/** PDF names of actions that run code or open other files, and of files carried inside the PDF. */
const PDF_ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);

/**
 * A name as a PDF reader reads it. pdf-lib decodes `#4A` but not `#4a`; readers decode both, so the
 * name is decoded once more, whatever the case of its hex digits.
 */
const readerName = (name: PDFName): string =>
  name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Whether any object of the parsed PDF names an active action or an embedded file, as a key or a
 * value, or is one the parser could not read: pdf-lib keeps such an object as raw bytes, which a
 * reader might read otherwise. The parser has already decompressed object streams and decoded names,
 * which a scan of the raw bytes sees neither of. Iterative, so a hostile nesting depth cannot overflow
 * the stack.
 */
function runsOrOpensSomething(document: PDFDocument): boolean {
  const pending: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (object instanceof PDFInvalidObject) return true;
    if (object instanceof PDFName) {
      if (PDF_ACTIVE_NAMES.has(readerName(object))) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return false;
}

const refuse = (code: 'receipt.invalidType' | 'receipt.renamed' | 'receipt.unsafe' | 'receipt.tooManyFiles') =>
  new DomainError(code, code === 'receipt.tooManyFiles' ? 400 : 415);

/**
 * Parsing a PDF holds several times its size in memory, so at most PDF_PARSERS parse at once and
 * the others wait their turn: 10 members uploading 25 MB at once must not multiply the peak by 10.
 */
const PDF_PARSERS = 2;
let parsing = 0;
const waiting: (() => void)[] = [];

async function withParserSlot<T>(work: () => Promise<T>): Promise<T> {
  if (parsing >= PDF_PARSERS) await new Promise<void>((resolve) => waiting.push(resolve));
  else parsing += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else parsing -= 1;
  }
}

/** A PDF's page count, once the parser found it whole and inert. */
async function inertPdfPages(bytes: Buffer): Promise<number> {
  const read = await withParserSlot(async () => {
    try {
      const document = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false });
      return { pages: document.getPageCount(), active: runsOrOpensSomething(document) };
    } catch (error) {
      throw new DomainError('receipt.invalidType', 415, { cause: error });
    }
  });
  if (read.active) throw refuse('receipt.unsafe');
  return read.pages;
}

const sizeLimit = (type: ReceiptUploadType): number => (type === 'multiple' ? MERGED_MAX_BYTES : RECEIPT_MAX_BYTES);

/** Too large for its kind, with the limit of that kind: 5 MB a file, 25 MB a merged PDF. */
export const tooBig = (type: ReceiptUploadType): DomainError =>
  new DomainError(type === 'multiple' ? 'receipt.mergedTooBig' : 'receipt.tooBig', 413);

/**
 * Decides what a receipt file is from its bytes (docs/product/purchase-proof.md, Receipts): JPEG, PNG
 * or PDF by magic bytes, matching the name it came with, with nothing else hidden inside, within
 * the size of its kind; a merged upload is a PDF of at most 5 pages.
 */
export async function inspectReceipt(
  bytes: Buffer,
  declared: DeclaredFile,
  type: ReceiptUploadType,
): Promise<InspectedFile> {
  if (bytes.length > sizeLimit(type)) throw tooBig(type);
  if (bytes.length === 0) throw new DomainError('receipt.missingFile', 400);
  const detected = await fromBuffer(bytes);
  const accepted = detected ? ACCEPTED[detected.mime] : undefined;
  if (!accepted) throw refuse('receipt.invalidType');
  const named = EXTENSIONS[declared.filename.split('.').pop()?.toLowerCase() ?? ''];
  const declaredType = declared.mimetype === 'application/octet-stream' ? named : declared.mimetype;
  if (!named || named !== accepted.mediaType || declaredType !== accepted.mediaType) throw refuse('receipt.renamed');
  const isPdf = accepted.mediaType === 'application/pdf';
  if (hidesAnotherFormat(bytes, isPdf)) throw refuse('receipt.unsafe');
  if (type === 'multiple' && !isPdf) throw refuse('receipt.invalidType');
  if (isPdf && (await inertPdfPages(bytes)) > (type === 'multiple' ? RECEIPT_MAX_FILES : Number.MAX_SAFE_INTEGER)) {
    throw refuse('receipt.tooManyFiles');
  }
  return accepted;
}
