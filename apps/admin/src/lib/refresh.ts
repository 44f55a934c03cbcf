/**
 * How often a live back-office page (orders list, dashboard) asks the API again while its tab is
 * visible; a hidden tab asks nothing (TanStack Query's `refetchIntervalInBackground: false`).
 */
const LIVE_REFRESH_MS = 30_000;

export const liveRefresh = {
  refetchInterval: LIVE_REFRESH_MS,
  refetchIntervalInBackground: false,
} as const;
