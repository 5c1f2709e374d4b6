/**
 * Merges receipt photos into one PDF in the browser, one page per image at the image's size
 * (docs/product/purchase-proof.md, Receipts). pdf-lib is loaded only when a member merges.
 */
export async function mergeImages(images: readonly File[]): Promise<File> {
  const { PDFDocument } = await import('pdf-lib');
  const document = await PDFDocument.create();
  for (const image of images) {
    const bytes = new Uint8Array(await image.arrayBuffer());
    const embedded = image.type === 'image/png' ? await document.embedPng(bytes) : await document.embedJpg(bytes);
    const page = document.addPage([embedded.width, embedded.height]);
    page.drawImage(embedded, { x: 0, y: 0, width: embedded.width, height: embedded.height });
  }
  const pdf = await document.save();
  return new File([pdf as Uint8Array<ArrayBuffer>], 'receipt.pdf', { type: 'application/pdf' });
}
