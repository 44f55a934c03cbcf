/** The bag's Notice banner (the cart error). */
export function Notice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger-text"
    >
      <span
        aria-hidden
        className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-danger/15 text-xs font-bold"
      >
        !
      </span>
      <p>
        <span className="font-semibold">Notice: </span>
        {message}
      </p>
    </div>
  );
}
