import { PolicyPage } from '@/features/content/components/policy-page';
import { usePageTitle } from '@/lib/use-page-title';
import { Link } from 'react-router-dom';

const sections = [
  {
    id: 'delivery-time',
    heading: 'Delivery time',
    body: (
      <>
        <p>
          Orders are packed and handed to our courier partner within one working day of being
          placed. Delivery then takes <strong>3–7 working days</strong> depending on your pincode:
          metro cities usually receive their parcels sooner, remote and hilly regions towards the
          end of that window.
        </p>
        <p>Working days are Monday to Saturday, excluding national and regional public holidays.</p>
      </>
    ),
  },
  {
    id: 'serviceability',
    heading: 'Where we deliver',
    body: (
      <>
        <p>
          We deliver across India through our courier partner. Enter your six-digit pincode on any
          product page to see whether we deliver there, the expected delivery date and whether cash
          on delivery is available for your area.
        </p>
        <p>
          If a pincode is not serviceable we cannot accept an order for that address, but you can
          ship to another address you own.
        </p>
      </>
    ),
  },
  {
    id: 'charges',
    heading: 'Shipping charges',
    body: (
      <>
        <p>
          Orders above <strong>₹999</strong> ship free. Smaller orders carry a flat delivery fee,
          shown in your bag and again at checkout before you pay, so there are no surprises.
        </p>
        <p>
          Cash on delivery orders pay the same delivery fee; there is no extra COD handling charge.
        </p>
      </>
    ),
  },
  {
    id: 'tracking',
    heading: 'Tracking your order',
    body: (
      <p>
        Once your parcel leaves our warehouse you can follow it from{' '}
        <Link to="/account/orders" className="text-brand-700 underline dark:text-brand-300">
          Your Orders
        </Link>
        . Each order shows its current status — Processing, Shipped or Delivered.
      </p>
    ),
  },
  {
    id: 'damaged',
    heading: 'Damaged or wrong items',
    body: (
      <p>
        Please check your parcel when it arrives. If anything is damaged, defective or not what you
        ordered, tell us within <strong>48 hours</strong> of delivery with a photo of the item and
        the packaging, and we will replace it or refund you in full, including the delivery fee.
      </p>
    ),
  },
  {
    id: 'delays',
    heading: 'Delays',
    body: (
      <p>
        Weather, strikes, festivals and courier disruptions occasionally slow deliveries down. If
        your parcel has not reached you seven working days after it shipped, contact us and we will
        chase it with the courier or send a replacement.
      </p>
    ),
  },
] as const;

export function Component() {
  usePageTitle('Shipping Policy');
  return (
    <PolicyPage
      title="Shipping Policy"
      updated="1 November 2026"
      intro={<p>How, where and how quickly we get your Vastra order to your door.</p>}
      sections={sections}
    />
  );
}
