import { Outlet } from 'react-router-dom';

/** Placeholder account layout: its issue adds the heading, side nav and guard. */
export function Component() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-2xl font-semibold">My Account</h1>
      <Outlet />
    </section>
  );
}
