import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '@/test/fixtures/catalog-pages';
import { renderRoute } from '@/test/render';
import { ProductRow } from '../components/product-row';

describe('ProductRow', () => {
  it('draws a section named by its heading, one card per product, without Add to Bag', () => {
    renderRoute(
      <ProductRow
        id="row-h"
        title="Similar products"
        products={[
          product({ _id: 'a1', name: 'Linen Kurta' }),
          product({ _id: 'a2', name: 'Cotton Shirt' }),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Similar products' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByText('Linen Kurta')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /add to bag/i })).toBeNull();
  });

  it('draws nothing for no products', () => {
    renderRoute(<ProductRow id="row-h" title="Recently viewed" products={[]} />);
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
  });
});
