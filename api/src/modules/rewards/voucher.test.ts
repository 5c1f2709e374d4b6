import { voucherText } from './voucher';

const voucher = {
  orderNo: 'RW100007',
  itemName: 'Carte-cadeau de 5 $ de la boutique',
  itemDescription: 'Un code de 5 $ pour la boutique en ligne de la marque.',
  code: 'GIFTCARD5-0001',
  issuedAt: new Date('2026-11-27T10:00:00Z'),
};

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
      issued: 'Émis le 2026-11-27',
    });
    expect(voucherText(voucher, 'es')).toMatchObject({ codeLabel: 'Código', order: 'Pedido RW100007' });
  });

  test('keeps what its fonts can print: other scripts become "?", long names are cut', () => {
    const text = voucherText({ ...voucher, itemName: `Gift 🎁 ${'x'.repeat(80)}`, code: null }, 'en');
    expect(text.itemName).toHaveLength(60);
    expect(text.itemName.startsWith('Gift ?? ')).toBe(true);
    expect(text.code).toBe('-');
  });
});
