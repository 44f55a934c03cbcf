import { useEffect, useState } from 'react';
import { Button } from '@vastra/ui/button';
import { Modal } from '@vastra/ui/modal';
import { usePageVisible } from '@vastra/ui/use-visibility';
import { useAnnouncement } from '@/entities/catalog/api/get-announcement';

const ANNOUNCEMENT_DELAY_MS = 3000;
const SEEN_KEY = 'announcement-seen';

/**
 * The main layout's timed popup: shown after 3 s of the page being in view when the API says `on`,
 * once per session (the wait starts again when a hidden tab shows).
 */
export function AnnouncementPopup() {
  const { data } = useAnnouncement();
  const [open, setOpen] = useState(false);
  const pageVisible = usePageVisible();
  const on = data?.status === 'on';
  useEffect(() => {
    if (!on || !pageVisible) return;
    try {
      if (sessionStorage.getItem(SEEN_KEY) === data.heading) return;
    } catch {
      /* storage unavailable */
    }
    const t = setTimeout(() => setOpen(true), ANNOUNCEMENT_DELAY_MS);
    return () => clearTimeout(t);
  }, [on, pageVisible, data?.heading]);
  if (!on) return null;
  const close = () => {
    setOpen(false);
    try {
      sessionStorage.setItem(SEEN_KEY, data.heading);
    } catch {
      /* storage unavailable */
    }
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={data.heading}
      size="sm"
      footer={
        <Button className="w-full" onClick={close}>
          Continue Shopping
        </Button>
      }
    >
      <p className="px-5 py-4 text-sm leading-relaxed text-ink-muted">{data.detail}</p>
    </Modal>
  );
}
