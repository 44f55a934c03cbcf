import { useCoupons } from '@/entities/catalog';

/** The first coupon's bannerText (nothing while loading fails or when there is no coupon). */
export function CouponBanner() {
  const { data, isPending } = useCoupons();
  if (isPending)
    return <div aria-hidden className="h-14 animate-pulse bg-brand-100 dark:bg-brand-900/40" />;
  const coupon = data?.[0];
  if (!coupon) return null;
  return (
    <aside
      aria-label="Offer"
      className="bg-brand-100 text-brand-900 dark:bg-brand-900/50 dark:text-brand-100"
    >
      <div className="mx-auto flex max-w-[90rem] flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-4 text-center">
        <p className="font-display text-lg font-medium md:text-xl">{coupon.bannerText}</p>
        <p className="text-xs font-semibold uppercase tracking-[0.2em]">
          Use code{' '}
          <span className="ml-1 rounded border border-dashed border-current px-2 py-0.5 font-mono tracking-wider">
            {coupon.code}
          </span>
        </p>
      </div>
    </aside>
  );
}
