import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { codeFontSize, fitLines, voucherText } from './voucher';

const voucher = {
  orderNo: 'RW100007',
  itemName: 'Carte-cadeau de 5 $ de la boutique',
  itemDescription: 'Un code de 5 $ pour la boutique en ligne de la marque.',
  code: 'GIFTCARD5-0001',
  issuedAt: new Date('2026-11-27T10:00:00Z'),
};

let font: PDFFont;
let bold: PDFFont;
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  font = await pdf.embedFont(StandardFonts.Helvetica);
  bold = await pdf.embedFont(StandardFonts.HelveticaBold);
});

describe('the voucher PDF', () => {
  test('says everything in the member’s language, around the item named in it', () => {
    expect(voucherText(voucher, 'fr')).toEqual({
      documentTitle: 'Bon RW100007',
      title: 'Bon Vapor Rewards',
      itemName: 'Carte-cadeau de 5 $ de la boutique',
      itemDescription: 'Un code de 5 $ pour la boutique en ligne de la marque.',
      codeLabel: 'Code',
      code: 'GIFTCARD5-0001',
      order: 'Commande RW100007',
      issued: 'Émis le 27 nov. 2026',
    });
    expect(voucherText(voucher, 'es')).toMatchObject({ codeLabel: 'Código', order: 'Pedido RW100007' });
    expect(voucherText(voucher, 'en').issued).toBe('Issued Nov 27, 2026');
    expect(voucherText({ ...voucher, code: null }, 'en').code).toBe('-');
  });

  test('wraps a long description between words, every line within the width, all of it kept', () => {
    const description =
      'Un code de 5 $ pour la boutique en ligne de la marque, remis tout de suite avec un bon en PDF.';
    const lines = fitLines(description, font, 9, 360, 3);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(description);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(360);
  });

  test('ends the last line with an ellipsis when the text needs more lines than it has', () => {
    const lines = fitLines('mot '.repeat(200), font, 9, 360, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
    expect(font.widthOfTextAtSize(lines[2]!, 9)).toBeLessThanOrEqual(360);
  });

  test('splits a word too long for one line instead of running past the frame', () => {
    const lines = fitLines('x'.repeat(200), font, 13, 360, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 13)).toBeLessThanOrEqual(360);
  });

  test('prints French and Spanish typography as written; only what the font lacks becomes "?"', () => {
    expect(fitLines('L’étui « cuir » — ¿Qué tal? 🎁', font, 9, 360, 1)).toEqual(['L’étui « cuir » — ¿Qué tal? ?']);
  });

  test('prints a long code smaller, and whole, rather than cutting it', () => {
    expect(codeFontSize('GIFTCARD5-0001', bold)).toBe(20);
    const code = 'X'.repeat(40);
    const size = codeFontSize(code, bold);
    expect(size).toBeLessThan(20);
    expect(fitLines(code, bold, size, 360, 2).join('')).toBe(code);
  });
});
