import { Msg } from '@vastra/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSeen } from '@vastra/ui/use-visibility';

const DEAL_DURATION_MS = 2 * 24 * 60 * 60 * 1000;

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

/**
 * The deal countdown: 2 days from page load, ticking every second while it is on screen in a tab
 * that is showing (no timer runs otherwise; it catches up at once when seen again), then
 * 'Deal Expired!'.
 * `startedAt` is when the page loaded (the home page passes its own mount time), so a section
 * rendered later, once scrolled into view, still counts from the load; without it the countdown
 * starts when it mounts.
 */
export function DealCountdown({
  durationMs = DEAL_DURATION_MS,
  startedAt,
}: {
  durationMs?: number;
  startedAt?: number;
}) {
  const [target, setTarget] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  useEffect(() => {
    setTarget((startedAt ?? Date.now()) + durationMs);
  }, [durationMs, startedAt]);
  useEffect(() => {
    setNow(Date.now());
    if (!seen) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [seen]);

  let body;
  if (target === null) body = <p className="text-white/80">{Msg.loadingTimer}</p>;
  else {
    const left = timeLeft(target, now);
    body = left.expired ? (
      <p className="font-display text-3xl font-semibold">{Msg.dealExpired}</p>
    ) : (
      <dl className="flex gap-3 md:gap-4" aria-live="off">
        {(
          [
            ['Days', left.days],
            ['Hours', left.hours],
            ['Minutes', left.minutes],
            ['Seconds', left.seconds],
          ] as const
        ).map(([label, value]) => (
          <div
            key={label}
            className="flex w-16 flex-col-reverse items-center rounded-lg bg-white/10 py-3 ring-1 ring-white/15 backdrop-blur md:w-20"
          >
            <dt className="text-[0.65rem] uppercase tracking-[0.2em] text-white/70">{label}</dt>
            <dd className="font-display text-3xl font-semibold tabular-nums md:text-4xl">
              {pad(value)}
            </dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <section
      ref={ref}
      aria-labelledby="deal-title"
      className="mx-auto w-full max-w-[90rem] px-4 py-12 md:px-8"
    >
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-gray-950 via-gray-900 to-brand-900 px-6 py-12 text-white md:px-14 md:py-16">
        <div
          aria-hidden
          className="absolute -right-24 -top-24 size-80 rounded-full bg-brand-500/25 blur-3xl"
        />
        <div className="relative flex flex-col items-start gap-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-md">
            <p className="text-xs font-semibold uppercase tracking-[0.3em] text-brand-200">
              Deal of the Week
            </p>
            <h2 id="deal-title" className="mt-3 font-display text-3xl font-semibold md:text-5xl">
              Up to 50% off festive edits
            </h2>
            <p className="mt-3 text-sm text-white/75">
              Kurtas, co-ords and occasion wear, for a limited time only.
            </p>
            <Link
              to="/products"
              className="mt-6 inline-flex h-12 items-center justify-center rounded-md bg-white px-6 text-sm font-semibold uppercase tracking-[0.16em] text-gray-950 shadow-sm transition hover:bg-white/90"
            >
              Shop the Deal
            </Link>
          </div>
          <div role="timer" aria-label="Time left in the deal">
            {body}
          </div>
        </div>
      </div>
    </section>
  );
}
