import { PolicyPage } from '@/features/content/components/policy-page';
import { usePageTitle } from '@/lib/use-page-title';

const sections = [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <>
        <p>We only collect what we need to run the shop and deliver your orders:</p>
        <ul>
          <li>
            Account details: your name, email address, mobile number and, if you choose, gender and
            date of birth.
          </li>
          <li>
            Delivery addresses you save, and the orders, reviews and wishlist items you create.
          </li>
          <li>Messages you send us through the contact form or newsletter sign-up.</li>
          <li>
            Basic technical data such as your browser type, kept in our server logs for security.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    heading: 'Payments',
    body: (
      <p>
        Card, UPI and net-banking payments are handled by our payment provider. We never see or
        store your full card number, CVV or UPI PIN; we keep only the payment reference needed to
        match a payment to your order.
      </p>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How we use your information',
    body: (
      <ul>
        <li>To process, deliver and support your orders, returns and refunds.</li>
        <li>To keep your account secure, including password reset emails.</li>
        <li>
          To send order updates and, only if you subscribe, our newsletter — you can unsubscribe at
          any time.
        </li>
        <li>To improve the shop, using aggregate information that does not identify you.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <p>
        We share your name, address and phone number with our courier partner so they can deliver
        your parcel, and payment details with our payment provider. We do not sell your personal
        information to anyone.
      </p>
    ),
  },
  {
    id: 'storage',
    heading: 'Storage and security',
    body: (
      <p>
        Your data is stored on secured servers. Passwords are stored only as salted hashes, and
        signing in uses short-lived tokens. We keep order records for as long as the law requires
        for tax and accounting, and other data only while your account is active.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your choices and rights',
    body: (
      <p>
        You can view and update your profile and addresses at any time from My Account. To download
        or delete your data, write to us through Contact Us and we will respond within 30 days.
      </p>
    ),
  },
] as const;

export function Component() {
  usePageTitle('Privacy Policy');
  return (
    <PolicyPage
      title="Privacy Policy"
      updated="1 November 2026"
      intro={
        <p>
          We respect your privacy. This page explains what information Vastra collects, why, and the
          choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
