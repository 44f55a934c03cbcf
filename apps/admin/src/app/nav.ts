import type { StaffRole } from '../lib/roles';

interface NavItem {
  label: string;
  /** Path inside the app (the router's basename /admin is added by the router). */
  to: string;
  /** The weakest role that may open it (the API enforces the same). */
  min: StaffRole;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Every section of the back office, as the sidebar lists them. */
export const NAV: NavGroup[] = [
  { label: 'Overview', items: [{ label: 'Dashboard', to: '/', min: 'readonly' }] },
  {
    label: 'Catalogue',
    items: [
      { label: 'Products', to: '/products', min: 'readonly' },
      { label: 'Categories', to: '/categories', min: 'readonly' },
      { label: 'Low stock', to: '/low-stock', min: 'readonly' },
      { label: 'Bulk stock update', to: '/stock', min: 'staff' },
    ],
  },
  {
    label: 'Sales',
    items: [
      { label: 'Orders', to: '/orders', min: 'readonly' },
      { label: 'Exchanges', to: '/exchanges', min: 'readonly' },
      { label: 'Refunds to pay', to: '/refunds', min: 'readonly' },
      { label: 'Sales reports', to: '/reports', min: 'readonly' },
    ],
  },
  {
    label: 'Customers',
    items: [
      { label: 'Customers', to: '/customers', min: 'readonly' },
      { label: 'Reviews', to: '/reviews', min: 'readonly' },
      { label: 'Messages', to: '/messages', min: 'readonly' },
      { label: 'Newsletter', to: '/newsletter', min: 'readonly' },
    ],
  },
  {
    label: 'Content',
    items: [
      { label: 'Banners', to: '/content/banners', min: 'readonly' },
      { label: 'Coupons', to: '/content/coupons', min: 'readonly' },
      { label: 'Announcement', to: '/content/announcement', min: 'readonly' },
      { label: 'Home deal', to: '/content/deal', min: 'readonly' },
      { label: 'Blogs', to: '/content/blogs', min: 'readonly' },
      { label: 'Testimonials', to: '/content/testimonials', min: 'readonly' },
      { label: 'Get the Look styles', to: '/content/styles', min: 'readonly' },
      { label: 'Influencers', to: '/content/influencers', min: 'readonly' },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Staff', to: '/staff', min: 'owner' },
      { label: 'Audit log', to: '/audit', min: 'owner' },
    ],
  },
  { label: 'You', items: [{ label: 'My e-mail alerts', to: '/me/alerts', min: 'readonly' }] },
];
