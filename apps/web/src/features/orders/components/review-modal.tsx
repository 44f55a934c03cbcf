import { Msg, REVIEW_DEFAULT_RATING, ReviewFormSchema, type OrderItem } from '@vastra/contracts';
import { useEffect, useId, useState } from 'react';
import { Button, Modal, Select, Textarea } from '@/components/ui';
import { ACCOUNT_TOAST_MS, toast } from '@/components/ui/toast';
import { useCreateReview } from '@/entities/review';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';

const ratingOptions = [5, 4, 3, 2, 1].map((n) => ({
  value: String(n),
  label: `${n} Star${n === 1 ? '' : 's'}`,
}));

interface ReviewModalProps {
  orderId: string;
  item: OrderItem | null;
  onClose: () => void;
  /** Called after a successful submit (the item is then marked reviewed). */
  onReviewed: (productId: string) => void;
}

/**
 * Review modal: rating 5 to 1 (default 5), required text, optional image (image/*) with a
 * preview, Cancel and Submit Review ('Submitting...'). On success: 'Review submitted!', the form
 * resets and the modal closes.
 */
export function ReviewModal({ orderId, item, onClose, onReviewed }: ReviewModalProps) {
  const form = useZodForm(ReviewFormSchema, { rating: String(REVIEW_DEFAULT_RATING), text: '' });
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const create = useCreateReview();
  const fileId = useId();

  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const reset = () => {
    form.reset();
    setImage(null);
  };

  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };

  const onSubmit = form.submit(({ rating, text }) => {
    if (!item) return;
    create.mutate(
      { productId: item.productId, orderId, rating, text, image },
      {
        onSuccess: () => {
          toast.success(Msg.reviewSubmitted, ACCOUNT_TOAST_MS);
          onReviewed(item.productId);
          reset();
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, Msg.reviewSubmitFailed), ACCOUNT_TOAST_MS),
      },
    );
  });

  return (
    <Modal open={item !== null} onClose={close} title="Write a Review">
      {item && (
        <form onSubmit={onSubmit} noValidate className="space-y-5 px-5 py-5">
          <p className="text-sm text-ink-muted">
            Reviewing <span className="font-medium text-ink">{item.name}</span>
          </p>
          <Select label="Rating" options={ratingOptions} {...form.field('rating')} />
          <Textarea
            label="Your Review"
            required
            maxLength={2000}
            placeholder="What did you like or dislike? How was the fit and the fabric?"
            {...form.field('text')}
          />
          <div className="space-y-2">
            <label htmlFor={fileId} className="text-sm font-medium">
              Add a photo (optional)
            </label>
            <input
              id={fileId}
              type="file"
              accept="image/*"
              onChange={(e) => setImage(e.target.files?.[0] ?? null)}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface-muted file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
            {preview && (
              <div className="flex items-end gap-3">
                <img
                  src={preview}
                  alt="Preview of your upload"
                  className="h-24 w-24 rounded-lg object-cover"
                />
                <Button size="sm" variant="ghost" onClick={() => setImage(null)}>
                  Remove photo
                </Button>
              </div>
            )}
          </div>
          <div className="flex justify-end gap-3 border-t border-line pt-4">
            <Button variant="outline" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit Review'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
