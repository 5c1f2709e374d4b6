import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { type Language, translate } from '../../platform/messages';

export interface VoucherContent {
  orderNo: string;
  itemName: string;
  itemDescription: string;
  code: string | null;
  issuedAt: Date;
}

/** The file name every digital order downloads under. */
export const VOUCHER_FILENAME = 'voucher.pdf';

// The standard fonts encode WinAnsi only: anything else (emoji, CJK) becomes "?" rather than failing.
const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** What the voucher says, in `language`: the item is named by the caller, in that language too. */
export function voucherText(voucher: VoucherContent, language: Language) {
  const { orderNo } = voucher;
  return {
    documentTitle: translate('voucher.documentTitle', language, { orderNo }),
    title: translate('voucher.title', language),
    itemName: printable(voucher.itemName).slice(0, 60),
    itemDescription: printable(voucher.itemDescription).slice(0, 80),
    codeLabel: translate('voucher.code', language),
    code: printable(voucher.code ?? '-'),
    order: translate('order.number', language, { orderNo }),
    issued: translate('voucher.issued', language, { date: voucher.issuedAt.toISOString().slice(0, 10) }),
  };
}

/** A one-page PDF voucher of a digital order, in `language`: the reward, its code and the order number. */
export async function renderVoucher(voucher: VoucherContent, language: Language): Promise<Uint8Array> {
  const text = voucherText(voucher, language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.documentTitle);
  pdf.setProducer('Vapor Rewards');
  const page = pdf.addPage([420, 260]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.1, 0.1, 0.15);
  page.drawRectangle({ x: 12, y: 12, width: 396, height: 236, borderColor: ink, borderWidth: 1.5 });
  page.drawText(printable(text.title), { x: 30, y: 215, size: 16, font: bold, color: ink });
  page.drawText(text.itemName, { x: 30, y: 185, size: 13, font: bold, color: ink });
  page.drawText(text.itemDescription, { x: 30, y: 165, size: 9, font: regular, color: ink });
  page.drawText(printable(text.codeLabel), { x: 30, y: 130, size: 10, font: regular, color: ink });
  page.drawText(text.code, { x: 30, y: 108, size: 20, font: bold, color: ink });
  page.drawText(printable(text.order), { x: 30, y: 60, size: 10, font: regular, color: ink });
  page.drawText(printable(text.issued), { x: 30, y: 44, size: 10, font: regular, color: ink });
  return pdf.save();
}
