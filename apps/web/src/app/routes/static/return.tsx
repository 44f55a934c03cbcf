import { PolicyPage } from '@/features/content/components/policy-page';
import { usePageTitle } from '@/lib/use-page-title';

const sections = [
  {
    id: 'returns',
    heading: '7-day returns',
    body: (
      <>
        <p>
          Not the right fit or not quite what you pictured? You can return most items within{' '}
          <strong>7 days of delivery</strong>.
        </p>
        <ul>
          <li>
            Items must be unworn, unwashed and in their original packaging with all tags attached.
          </li>
          <li>
            Innerwear, socks, face masks and items marked “non-returnable” on the product page
            cannot be returned for hygiene reasons.
          </li>
          <li>
            Raise a return from Your Orders or through Contact Us; our courier partner will pick the
            parcel up from your address.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'damaged',
    heading: 'Damaged, defective or wrong items',
    body: (
      <p>
        Report a damaged, defective or wrong item within <strong>48 hours</strong> of delivery, with
        photos of the item and its packaging. We will arrange a free pickup and send a replacement,
        or refund you in full if the item is no longer in stock.
      </p>
    ),
  },
  {
    id: 'cancellation',
    heading: 'Cancelling an order',
    body: (
      <>
        <p>
          <strong>Before your order is processed</strong> you can cancel it free of charge.
          Cancellations requested before the parcel ships are completed within{' '}
          <strong>5 business days</strong>.
        </p>
        <p>
          <strong>After your order has been processed</strong> (packed and handed to the courier), a
          cancellation fee of <strong>10% of the order value</strong> applies to cover the shipping
          and handling already incurred. Once delivered, the return policy above applies instead.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    body: (
      <>
        <p>
          Once we receive and check a returned item, or complete a cancellation, we issue your
          refund within <strong>5–10 business days</strong> to the original payment method. Your
          bank or card issuer may then take a further <strong>3–5 business days</strong> to show it
          in your account.
        </p>
        <p>
          Cash on delivery orders are refunded by bank transfer to an account you share with us.
        </p>
      </>
    ),
  },
  {
    id: 'exchanges',
    heading: 'Exchanges',
    body: (
      <p>
        Want a different size? Return the item within the 7-day window and place a new order for the
        size you need; that way the size you want is reserved for you straight away.
      </p>
    ),
  },
] as const;

export function Component() {
  usePageTitle('Return & Cancellation Policy');
  return (
    <PolicyPage
      title="Return & Cancellation Policy"
      updated="1 November 2026"
      intro={
        <p>
          Easy returns, fair cancellations and clear refund times — here is exactly how they work.
        </p>
      }
      sections={sections}
    />
  );
}
