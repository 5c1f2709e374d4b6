import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { ELIGIBLE_PRODUCTS_HEADING } from './heading';

/** Eligible products table (docs/product/purchase-proof.md, Eligible products). */
export const ELIGIBLE_PRODUCTS_NS = 'earnEligibleProducts';

export const eligibleProductsTranslations = defineTranslations({
  en: {
    ...ELIGIBLE_PRODUCTS_HEADING.en,
    search: 'Search products',
    pageSize: 'Rows per page',
    name: 'Product',
    type: 'Type',
    upc: 'UPC',
    pages: 'Product pages',
    empty: 'No products match your search.',
    loading: 'Loading products…',
    loadFailed: 'We could not load the products.',
  },
  fr: {
    ...ELIGIBLE_PRODUCTS_HEADING.fr,
    search: 'Rechercher un produit',
    pageSize: 'Lignes par page',
    name: 'Produit',
    type: 'Type',
    upc: 'CUP',
    pages: 'Pages des produits',
    empty: 'Aucun produit ne correspond à votre recherche.',
    loading: 'Chargement des produits…',
    loadFailed: 'Nous n’avons pas pu charger les produits.',
  },
  es: {
    ...ELIGIBLE_PRODUCTS_HEADING.es,
    search: 'Buscar productos',
    pageSize: 'Filas por página',
    name: 'Producto',
    type: 'Tipo',
    upc: 'UPC',
    pages: 'Páginas de productos',
    empty: 'Ningún producto coincide con tu búsqueda.',
    loading: 'Cargando productos…',
    loadFailed: 'No pudimos cargar los productos.',
  },
});

registerTranslations(ELIGIBLE_PRODUCTS_NS, eligibleProductsTranslations);
