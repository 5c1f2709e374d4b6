import type { EligibleProduct } from '@portal/kit';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EligibleProductsPage } from './EligibleProductsPage';

const products: EligibleProduct[] = Array.from({ length: 25 }, (_, n) => ({
  id: `p${n}`,
  productName: n % 5 === 0 ? `Leap Go ${n}` : `Leap Pods ${n}`,
  validationType: 'PINCODE',
  productType: n % 5 === 0 ? 'Disposable' : 'Pods',
  UPC: `8500${String(n).padStart(8, '0')}`,
}));

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Eligible Products', () => {
  it('pages the products 10, 20 or 40 at a time and searches them', async () => {
    fakeApi({ 'GET /s1/product': { httpCode: 200, data: { content: products, metaData: { totalRecs: 25 } } } });
    renderPage(<EligibleProductsPage />);
    await screen.findByRole('table');
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('1 - 10 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('11 - 20 of 25')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '40');
    expect(rows()).toHaveLength(25);
    // All on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search products'), 'disposable');
    expect(rows()).toHaveLength(5);
    await userEvent.clear(screen.getByLabelText('Search products'));
    await userEvent.type(screen.getByLabelText('Search products'), 'nothing like it');
    expect(screen.getByText('No products match your search.')).toBeInTheDocument();
  });

  it('keeps each product code on one line, the table scrolling in its own box rather than the page', async () => {
    fakeApi({ 'GET /s1/product': { httpCode: 200, data: { content: products, metaData: { totalRecs: 25 } } } });
    renderPage(<EligibleProductsPage />);
    const table = await screen.findByRole('table');
    const code = within(table).getByRole('cell', { name: '850000000001' });
    expect(getComputedStyle(code).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(code).wordBreak).not.toBe('break-all');
    const box = screen.getByRole('region', { name: 'Eligible Products' });
    expect(box).toContainElement(table);
    expect(getComputedStyle(box).overflowX).toBe('auto');
  });

  it('offers a retry when the products cannot be loaded', async () => {
    fakeApi({ 'GET /s1/product': { httpCode: 500, code: 'server.error', message: 'Something went wrong.' } });
    renderPage(<EligibleProductsPage />);
    expect(await screen.findByText('We could not load the products.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
