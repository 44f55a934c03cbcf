/**
 * Renews a claim while its holder works: `renew` runs every `everyMs` (never two at once) until the
 * returned `stop` is called. A claim renewed this way can carry a short expiry, so the claim of a
 * process that died (SIGKILL, power loss) lapses within seconds instead of a long fixed TTL. The
 * timer does not keep the process alive; a failed renewal is retried on the next beat.
 */
export function keepRenewing(renew: () => Promise<unknown>, everyMs: number): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const beat = () => {
    timer = setTimeout(() => {
      void renew()
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) beat();
        });
    }, everyMs);
    timer.unref();
  };
  beat();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
