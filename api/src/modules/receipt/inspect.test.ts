import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { inspectReceipt } from './inspect';

/**
 * What the receipt inspection makes of PDFs that run something: it reads the parsed objects, so an
 * action hidden in a compressed object stream or a name written with hex escapes is refused as
 * plainly as one written out (docs/product/purchase-proof.md, Receipts).
 */
const AS_PDF = { filename: 'receipt.pdf', mimetype: 'application/pdf' };

async function receiptPdf(options: { objectStreams?: boolean; text?: string } = {}) {
  const document = await PDFDocument.create();
  document.addPage([200, 300]).drawText(options.text ?? 'Receipt 1', { x: 10, y: 200, size: 10 });
  return { document, save: () => save(document, options.objectStreams ?? true) };
}

async function save(document: PDFDocument, objectStreams: boolean): Promise<Buffer> {
  return Buffer.from(await document.save({ useObjectStreams: objectStreams }));
}

/** A receipt that opens on a script, as a member's forged upload would. */
async function withOpenScript(objectStreams: boolean): Promise<Buffer> {
  const { document } = await receiptPdf();
  const action = document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  return save(document, objectStreams);
}

/** The same bytes with every `/JavaScript` written as another spelling readers decode alike. */
const respelled = (bytes: Buffer, spelling: string): Buffer =>
  Buffer.from(bytes.toString('latin1').split('/JavaScript').join(spelling), 'latin1');

const refusal = (bytes: Buffer) =>
  inspectReceipt(bytes, AS_PDF, 'single').then(
    () => 'accepted',
    (error: { code: string }) => error.code,
  );

describe('a receipt PDF', () => {
  it('is accepted when it only draws its pages, even where its text names an action', async () => {
    expect(await refusal(await (await receiptPdf()).save())).toBe('accepted');
    expect(await refusal(await (await receiptPdf({ text: 'Paid /JavaScript /Launch' })).save())).toBe('accepted');
  });

  it.each([
    ['written out', false],
    ['inside a compressed object stream', true],
  ])('is refused when it opens on a script %s', async (_where, objectStreams) => {
    expect(await refusal(await withOpenScript(objectStreams))).toBe('receipt.unsafe');
  });

  it.each([
    ['upper-case', '/#4Aava#53cript'],
    ['lower-case', '/#4aava#53cript'],
  ])('is refused when the script action is spelled with %s hex escapes', async (_case, spelling) => {
    const bytes = respelled(await withOpenScript(false), spelling);
    expect(bytes.toString('latin1')).toContain(spelling);
    expect(await refusal(bytes)).toBe('receipt.unsafe');
  });

  it('is refused when it holds an object the parser cannot read, where a reader might find an action', async () => {
    const { save: saved } = await receiptPdf({ objectStreams: false });
    const broken = '9 0 obj\n<< /S /#4Caunch /F (calc.exe) /X [ 1 2 >> >>\nendobj\n';
    const bytes = Buffer.from((await saved()).toString('latin1').replace('xref', `${broken}xref`), 'latin1');
    expect(await refusal(bytes)).toBe('receipt.unsafe');
  });

  it('is refused when it carries another file', async () => {
    const { document } = await receiptPdf();
    await document.attach(Buffer.from('MZ payload'), 'invoice.exe', { mimeType: 'application/octet-stream' });
    expect(await refusal(await save(document, true))).toBe('receipt.unsafe');
  });

  it.each([200, 5000])('is refused when a launch action is nested %i arrays deep', async (depth) => {
    const { document } = await receiptPdf();
    let nested = document.context.obj([{ S: 'Launch', F: PDFString.of('calc.exe') }]);
    for (let level = 0; level < depth; level += 1) nested = document.context.obj([nested]);
    document.catalog.set(PDFName.of('Deep'), nested);
    const code = await refusal(await save(document, false));
    // Past the depth pdf-lib's parser reaches (it depends on the stack left), the file is no valid PDF:
    // refused either way, and nothing crashes.
    expect(depth > 200 ? ['receipt.unsafe', 'receipt.invalidType'] : ['receipt.unsafe']).toContain(code);
  });
});
