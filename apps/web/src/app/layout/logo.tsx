import { Link } from 'react-router-dom';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/"
      aria-label="Vastra home"
      className={`font-display text-2xl font-bold tracking-[0.18em] ${className}`}
    >
      VASTRA
    </Link>
  );
}
