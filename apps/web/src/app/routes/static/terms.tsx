import { PolicyPage } from '@/features/content/components/policy-page';
import { usePageTitle } from '@/lib/use-page-title';
import { Link } from 'react-router-dom';

const link = 'text-brand-700 underline underline-offset-2 dark:text-brand-300';

const sections = [
  {
    id: 'using-the-site',
    heading: 'Using Vastra',
    body: (
      <p>
        By browsing or shopping on Vastra you agree to these terms. You must be at least 18 years
        old, or shop with the involvement of a parent or guardian, and keep your account password to
        yourself — you are responsible for orders placed from your account.
      </p>
    ),
  },
  {
    id: 'products-prices',
    heading: 'Products and prices',
    body: (
      <>
        <p>
          All prices are in Indian rupees (₹) and include applicable taxes. We show each item’s MRP
          alongside the price you pay. Colours may look slightly different on your screen than in
          person.
        </p>
        <p>
          If an item is listed at a clearly wrong price, or goes out of stock after you order, we
          will let you know and cancel that item with a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'orders-payment',
    heading: 'Orders and payment',
    body: (
      <p>
        An order is confirmed once payment succeeds online or, for cash on delivery, once you place
        it. We may decline or cancel orders that look fraudulent or exceed reasonable household
        quantities.
      </p>
    ),
  },
  {
    id: 'delivery-returns',
    heading: 'Delivery, returns and cancellations',
    body: (
      <p>
        Delivery normally takes 3–7 working days. Returns are accepted within 7 days of delivery,
        and cancellations after processing carry a 10% fee. The details are in our{' '}
        <Link to="/shipping" className={link}>
          Shipping Policy
        </Link>{' '}
        and{' '}
        <Link to="/return" className={link}>
          Return &amp; Cancellation Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'warranty',
    heading: '1-year limited warranty',
    body: (
      <>
        <p>
          Every Vastra product carries a <strong>1-year limited warranty</strong> against
          manufacturing defects — seams coming apart, faulty zips, buttons or fasteners — under
          normal use and care as described on its label.
        </p>
        <p>
          The warranty does not cover normal wear and tear, damage from misuse, alterations or
          washing against the care instructions. Claims are resolved by repair, replacement or store
          credit at our choice.
        </p>
      </>
    ),
  },
  {
    id: 'reviews-content',
    heading: 'Reviews and content',
    body: (
      <p>
        Reviews can be written only for products you have bought. Keep them honest and respectful;
        we may remove reviews that are offensive, off-topic or contain personal information. Photos,
        text and designs on Vastra belong to us or our partners.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India, and disputes fall under the jurisdiction of
        the courts of Bengaluru.
      </p>
    ),
  },
] as const;

export function Component() {
  usePageTitle('Terms & Conditions');
  return (
    <PolicyPage
      title="Terms & Conditions"
      updated="1 November 2026"
      intro={<p>The agreement between you and Vastra when you use our website and buy from us.</p>}
      sections={sections}
    />
  );
}
