import { Button } from '@vastra/ui/button';
import { toast } from '@vastra/ui/toast';
import { canUseShareSheet, SHARE_ROW_CLASS, shareText, whatsappShareUrl } from '../lib/share-links';

const ShareMsg = {
  whatsapp: 'Share on WhatsApp',
  copy: 'Copy link',
  share: 'Share',
  copied: 'Link copied.',
  copyFailed: 'Could not copy the link. Please copy it from the address bar.',
} as const;

/**
 * Sharing a product: a WhatsApp link with its name, price and page, and "Copy link" (a toast says
 * it worked). On a phone with the Web Share API the second button opens the system share sheet.
 */
export function ShareProduct({ name, price }: { name: string; price: number }) {
  const url = typeof window === 'undefined' ? '' : window.location.href.split('#')[0]!;
  const sheet = canUseShareSheet();

  const onCopy = async () => {
    if (sheet) {
      try {
        await navigator.share({ title: name, text: shareText(name, price, url), url });
      } catch {
        // The shopper closed the sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(ShareMsg.copied);
    } catch {
      toast.error(ShareMsg.copyFailed);
    }
  };

  return (
    <div className={SHARE_ROW_CLASS}>
      <a
        href={whatsappShareUrl(name, price, url)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:border-ink"
      >
        {ShareMsg.whatsapp}
      </a>
      <Button variant="outline" onClick={() => void onCopy()}>
        {sheet ? ShareMsg.share : ShareMsg.copy}
      </Button>
    </div>
  );
}
