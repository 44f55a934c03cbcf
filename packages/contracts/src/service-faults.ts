/**
 * What the shop answers when it cannot serve for a while. The API answers 503 with
 * `ServiceFaultMsg.unavailable` and `Retry-After` while its database is unreachable, and nginx
 * (apps/web/nginx.conf) answers the same body word for word when no API process can be reached;
 * a write that finds the data folder full answers 507 with `storageFull`, and the readiness check
 * says so (`dataFolderFull`, `dataFolderUnwritable`) while the database keeps it ready. A write the
 * database refuses because its own disk is full answers 503 with `databaseFull` (reads go on).
 */
export const ServiceFaultMsg = {
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  storageFull:
    'The shop cannot store files right now (its storage is full). Please try again later.',
  databaseFull:
    'The shop cannot save changes right now (its storage is full). Please try again later.',
  /** The readiness check's reasons when the data folder (uploads, outbox mail) takes no write. */
  dataFolderFull: 'The data folder is full: photos and outbox mail cannot be saved.',
  dataFolderUnwritable:
    'The data folder cannot be written: photos and outbox mail cannot be saved.',
} as const;

/** Seconds a client is told to wait (Retry-After) before trying again after a 503. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
