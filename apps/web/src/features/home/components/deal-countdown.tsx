import { Msg } from '@vastra/contracts';
import { sameSitePathOr } from '@vastra/contracts/shop-paths';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSeen } from '@vastra/ui/use-visibility';
import { useHomeDeal } from '../api/get-home-deal';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  expired: boolean;
}

/** Days, hours, minutes and seconds until `target`; expired at or past zero. */
export function timeLeft(target: number, now: number): TimeLeft {
  const ms = target - now;
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, expired: true };
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    expired: false,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

const UNITS = ['Days', 'Hours', 'Minutes', 'Seconds'] as const;

/** The four boxes; `values` null draws them with dashes (the server's and hydration's render). */
function Clock({ values }: { values: readonly number[] | null }) {
  return (
    <dl className="flex gap-3 md:gap-4" aria-live="off">
      {UNITS.map((label, i) => (
        <div
          key={label}
          className="flex w-16 flex-col-reverse items-center rounded-lg bg-white/10 py-3 ring-1 ring-white/15 md:w-20"
        >
          <dt className="text-[0.65rem] uppercase tracking-[0.2em] text-white/70">{label}</dt>
          <dd className="font-display text-3xl font-semibold tabular-nums md:text-4xl">
            {values ? pad(values[i] ?? 0) : '--'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The deal of the week (stored with the home content): its words, a countdown to its end, then
 * 'Deal Expired!', and "Shop the Deal" opening the deal's own listing. Every visitor counts down
 * to the same instant, on every load. The clock is the browser's: the server and the hydrating
 * render draw it with dashes (same boxes, same size), then it shows the time left and ticks every
 * second while it is on screen in a tab that is showing (no timer runs otherwise; it catches up
 * at once when seen again). A deal switched off shows nothing.
 */
export function DealCountdown() {
  const { data: deal, isPending } = useHomeDeal();
  const [now, setNow] = useState<number | null>(null);
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  useEffect(() => {
    setNow(Date.now());
    if (!seen) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [seen]);

  if (isPending) return <div aria-hidden className="min-h-[300px]" />;
  if (!deal || deal.status === 'off') return null;
  const left = now === null ? null : timeLeft(Date.parse(deal.endsAt), now);

  return (
    <section
      ref={ref}
      aria-labelledby="deal-title"
      className="mx-auto w-full max-w-[90rem] px-4 py-12 md:px-8"
    >
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-gray-950 via-gray-900 to-brand-900 px-6 py-12 text-white md:px-14 md:py-16">
        <div
          aria-hidden
          className="absolute -right-24 -top-24 size-80 rounded-full bg-radial from-brand-500/30 to-transparent to-70%"
        />
        <div className="relative flex flex-col items-start gap-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-md">
            {deal.eyebrow && (
              <p className="text-xs font-semibold uppercase tracking-[0.3em] text-brand-200">
                {deal.eyebrow}
              </p>
            )}
            <h2 id="deal-title" className="mt-3 font-display text-3xl font-semibold md:text-5xl">
              {deal.heading}
            </h2>
            {deal.detail && <p className="mt-3 text-sm text-white/75">{deal.detail}</p>}
            <Link
              to={sameSitePathOr(deal.link, '/products')}
              className="mt-6 inline-flex h-12 items-center justify-center rounded-md bg-white px-6 text-sm font-semibold uppercase tracking-[0.16em] text-gray-950 shadow-sm transition hover:bg-white/90"
            >
              Shop the Deal
            </Link>
          </div>
          {/* One height whatever it shows (dashes, the clock, the expiry): nothing below moves. */}
          <div
            role="timer"
            aria-label="Time left in the deal"
            className="flex min-h-20 items-center md:min-h-[5.25rem]"
          >
            {left?.expired ? (
              <p className="font-display text-3xl font-semibold">{Msg.dealExpired}</p>
            ) : (
              <Clock values={left && [left.days, left.hours, left.minutes, left.seconds]} />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
