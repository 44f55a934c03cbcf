import { ChatIcon } from '@vastra/ui/icons';

const DEMO_NUMBER = '919876543210';

/** wa.me link for the configured number (digits only), e.g. https://wa.me/919876543210. */
function whatsappUrl(
  raw: string | undefined = import.meta.env.VITE_WHATSAPP_NUMBER as string | undefined,
): string {
  const digits = (raw ?? '').replace(/\D/g, '') || DEMO_NUMBER;
  return `https://wa.me/${digits}`;
}

/** A page's `handle` that keeps the chat button off phones: its own bottom controls need the room. */
export const PHONE_CHAT_OFF = { phoneChat: false } as const;

/**
 * The chat link (opens the messaging app in a new tab), on every page; on phones not over pages
 * whose bottom edge has controls of their own (`hiddenOnPhones`: the listing's FILTER pill, the
 * product page's pincode Check, checkout), which a floating button would cover.
 */
export function FloatingChat({ hiddenOnPhones = false }: { hiddenOnPhones?: boolean }) {
  return (
    <a
      href={whatsappUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className={`fixed bottom-20 right-4 z-40 size-13 place-items-center rounded-full bg-[#25D366] text-white shadow-lg shadow-black/20 transition hover:scale-105 md:bottom-6 md:right-6 ${hiddenOnPhones ? 'hidden md:grid' : 'grid'}`}
    >
      <ChatIcon className="size-7" />
    </a>
  );
}
