import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
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

/**
 * The day the voucher was issued as the portal's screens write a date in `language` ("Nov 28, 2026",
 * "28 nov. 2026"). The server does not know the member's time zone; the day is UTC's, as the order's.
 */
const issuedDate = (date: Date, language: Language): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

/** What the voucher says, in `language`: the item is named by the caller, in that language too. */
export function voucherText(voucher: VoucherContent, language: Language) {
  const { orderNo } = voucher;
  return {
    documentTitle: translate('voucher.documentTitle', language, { orderNo }),
    title: translate('voucher.title', language),
    itemName: voucher.itemName,
    itemDescription: voucher.itemDescription,
    codeLabel: translate('voucher.code', language),
    code: voucher.code ?? '-',
    order: translate('order.number', language, { orderNo }),
    issued: translate('voucher.issued', language, { date: issuedDate(voucher.issuedAt, language) }),
  };
}

const ELLIPSIS = '…';

/**
 * `text` as the font can print it: the standard fonts encode WinAnsi, which has French and Spanish
 * letters and typographic quotes (’ « ») but no emoji or other scripts; those become "?" rather than
 * failing the whole PDF.
 */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text, (character) => (known.has(character.codePointAt(0)!) ? character : '?')).join('');
}

/** The longest start of `text` that fits `width` with an ellipsis after it. */
function cutToFit(text: string, font: PDFFont, size: number, width: number): string {
  let cut = text.trimEnd();
  while (cut && font.widthOfTextAtSize(cut + ELLIPSIS, size) > width) cut = cut.slice(0, -1).trimEnd();
  return cut + ELLIPSIS;
}

/**
 * `text` broken between words into lines no wider than `width` at `size`, at most `maxLines` of them.
 * A word too long for a line is split; when text is left over, the last line ends with an ellipsis, so
 * a long description never runs past the voucher's frame or stops mid-word without a sign.
 */
export function fitLines(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text, font).split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let head = line;
      while (head.length > 1 && !fits(head)) head = head.slice(0, -1);
      lines.push(head);
      line = line.slice(head.length);
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = cutToFit(kept[maxLines - 1]!, font, size, width);
  return kept;
}

const PAGE = { width: 420, height: 300, margin: 30 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * The code is what the member types at the store, so it is never cut: it is printed at 20 pt, smaller
 * when it is too wide for that (down to 10 pt), and only then over two lines.
 */
export function codeFontSize(code: string, font: PDFFont): number {
  const atLargest = font.widthOfTextAtSize(code, 20);
  return atLargest <= TEXT_WIDTH ? 20 : Math.max(10, Math.floor((20 * TEXT_WIDTH) / atLargest));
}

/** A one-page PDF voucher of a digital order, in `language`: the reward, its code and the order number. */
export async function renderVoucher(voucher: VoucherContent, language: Language): Promise<Uint8Array> {
  const text = voucherText(voucher, language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.documentTitle);
  pdf.setProducer('Vapor Rewards');
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.1, 0.1, 0.15);
  page.drawRectangle({ x: 12, y: 12, width: 396, height: PAGE.height - 24, borderColor: ink, borderWidth: 1.5 });
  let y = PAGE.height - 45;
  const write = (lines: string[], font: PDFFont, size: number, gapAfter: number) => {
    for (const line of lines) {
      page.drawText(line, { x: PAGE.margin, y, size, font, color: ink });
      y -= size + 3;
    }
    y -= gapAfter;
  };
  write(fitLines(text.title, bold, 16, TEXT_WIDTH, 1), bold, 16, 12);
  write(fitLines(text.itemName, bold, 13, TEXT_WIDTH, 2), bold, 13, 4);
  write(fitLines(text.itemDescription, regular, 9, TEXT_WIDTH, 3), regular, 9, 16);
  write(fitLines(text.codeLabel, regular, 10, TEXT_WIDTH, 1), regular, 10, 6);
  const codeSize = codeFontSize(text.code, bold);
  write(fitLines(text.code, bold, codeSize, TEXT_WIDTH, 2), bold, codeSize, 0);
  y = 60;
  write(fitLines(text.order, regular, 10, TEXT_WIDTH, 1), regular, 10, 0);
  write(fitLines(text.issued, regular, 10, TEXT_WIDTH, 1), regular, 10, 0);
  return pdf.save();
}
