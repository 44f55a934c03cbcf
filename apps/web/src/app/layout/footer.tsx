import { Link } from 'react-router-dom';
import { HeadsetIcon, ReturnIcon, SparkleIcon, TruckIcon } from '@vastra/ui/icons';
import { NewsletterForm } from '@/features/newsletter';

const columns = [
  {
    title: 'Information',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/blogs', label: 'Blogs' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'Services',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/shipping', label: 'Shipping Policy' },
      { to: '/return', label: 'Cancellation & Refund Policy' },
      { to: '/terms', label: 'Terms & Conditions' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/account/orders', label: 'Track Order' },
      { to: '/account/profile', label: 'My Account' },
      { to: '/wishlist', label: 'Wishlist' },
      { to: '/cart', label: 'Bag' },
    ],
  },
];

const social = [
  {
    href: 'https://www.instagram.com/',
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
  },
  {
    href: 'https://www.facebook.com/',
    label: 'Facebook',
    path: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8z',
  },
  { href: 'https://x.com/', label: 'X (Twitter)', path: 'M4 4l16 16M20 4L4 20' },
  {
    href: 'https://www.youtube.com/',
    label: 'YouTube',
    path: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3V8zm7 1v6l5-3-5-3z',
  },
];

const promises = [
  { icon: TruckIcon, title: 'Fast Delivery', text: 'Across India in 3–7 working days' },
  { icon: SparkleIcon, title: 'Curated Collections', text: 'Handpicked styles every season' },
  { icon: ReturnIcon, title: 'Easy Returns', text: 'Hassle-free returns and refunds' },
  { icon: HeadsetIcon, title: '24/7 Support', text: 'We are here whenever you need us' },
];

export function Footer() {
  return (
    <footer className="bg-gray-950 text-gray-300">
      <div className="border-b border-white/10">
        <ul className="mx-auto grid max-w-[90rem] grid-cols-2 gap-6 px-6 py-8 lg:grid-cols-4">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-center gap-3">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white/5 text-brand-300">
                <Icon />
              </span>
              <span>
                <span className="block text-sm font-semibold text-white">{title}</span>
                <span className="block text-xs text-gray-400">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto grid max-w-[90rem] gap-10 px-6 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="space-y-4">
          <p className="font-display text-3xl font-bold tracking-[0.18em] text-white">VASTRA</p>
          <p className="max-w-xs text-sm leading-relaxed text-gray-400">
            Fashion for men and women, designed in India for style and comfort.
          </p>
          <address className="space-y-1 text-sm not-italic text-gray-400">
            <p>Bengaluru, Karnataka, India</p>
            <p>
              Phone:{' '}
              <a href="tel:+919876543210" className="hover:text-white">
                +91 98765 43210
              </a>
            </p>
          </address>
        </div>
        {columns.map((col) => (
          <div key={col.title}>
            <h2 className="mb-4 text-xs font-semibold uppercase tracking-[0.2em] text-white">
              {col.title}
            </h2>
            <ul className="space-y-2.5 text-sm">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-gray-400 transition-colors hover:text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="mb-4 text-xs font-semibold uppercase tracking-[0.2em] text-white">
            Connect With Us
          </h2>
          <ul className="flex gap-2">
            {social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  className="grid size-10 place-items-center rounded-full border border-white/15 text-gray-300 transition hover:border-white hover:text-white"
                >
                  <svg
                    aria-hidden
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.7"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[90rem] flex-col gap-6 px-6 py-8 md:flex-row md:items-start md:justify-between">
          <div>
            <h2 className="font-display text-xl text-white">Join the Vastra list</h2>
            <p className="mt-1 text-sm text-gray-400">
              New drops, style notes and members-only offers. No spam.
            </p>
          </div>
          <NewsletterForm />
        </div>
        <p className="pb-24 text-center text-xs text-gray-400 md:pb-8">
          © {new Date().getFullYear()} Vastra. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
