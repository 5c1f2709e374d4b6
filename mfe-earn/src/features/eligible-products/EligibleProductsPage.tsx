import { Field, Pager, SelectField, Spinner, TitledPage, LoadFailed, pageOf } from '@portal/kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize, searchProducts } from './productTable';
import { Listing, ProductTable, TableScroll, Toolbar } from './styles';
import { ELIGIBLE_PRODUCTS_NS } from './translations';
import { useProducts } from './useProducts';

/** The eligible products: a searchable table, 10, 20 or 40 rows a page. */
export function EligibleProductsPage() {
  const { t } = useTranslation(ELIGIBLE_PRODUCTS_NS);
  const { status, products, reload } = useProducts();
  const [search, setSearch] = useState('');
  const [size, setSize] = useState<PageSize>(10);
  const [index, setIndex] = useState(0);
  const matching = useMemo(() => searchProducts(products, search), [products, search]);
  const page = pageOf(matching, index, size);

  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      <Toolbar>
        <Field
          label={t('search')}
          type="search"
          value={search}
          onValue={(value) => {
            setSearch(value);
            setIndex(0);
          }}
        />
        <SelectField
          label={t('pageSize')}
          value={String(size)}
          options={PAGE_SIZES.map((value) => ({ value: String(value), label: String(value) }))}
          onValue={(value) => {
            setSize((PAGE_SIZES.find((s) => String(s) === value) ?? 10) as PageSize);
            setIndex(0);
          }}
        />
      </Toolbar>
      {status === 'loading' && <Spinner label={t('loading')} />}
      {status === 'failed' && <LoadFailed message={t('loadFailed')} onRetry={reload} />}
      {status === 'ready' && matching.length === 0 && <p role="status">{t('empty')}</p>}
      {status === 'ready' && matching.length > 0 && (
        <Listing>
          <TableScroll role="region" aria-label={t('title')} tabIndex={0}>
            <ProductTable>
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('type')}</th>
                  <th scope="col">{t('upc')}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((product) => (
                  <tr key={product.id}>
                    <td>{product.productName}</td>
                    <td>{product.productType}</td>
                    <td>{product.UPC}</td>
                  </tr>
                ))}
              </tbody>
            </ProductTable>
          </TableScroll>
          <Pager label={t('pages')} page={page.page} size={size} total={matching.length} onPage={setIndex} />
        </Listing>
      )}
    </TitledPage>
  );
}
