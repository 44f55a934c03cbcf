import { Msg, REVIEW_DEFAULT_RATING, ReviewFormSchema, type OrderItem } from '@vastra/contracts';
import { useState } from 'react';
import { Button, Modal, PhotoPicker, Select, Textarea } from '@vastra/ui';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { useCreateReview } from '@/entities/review';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { FitChoice } from './fit-choice';

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
 * Review modal: rating 5 to 1 (default 5), required text, an optional fit answer, optional image (image/*) with a
 * preview, Cancel and Submit Review ('Submitting...'). On success: 'Review submitted!', the form
 * resets and the modal closes.
 */
export function ReviewModal({ orderId, item, onClose, onReviewed }: ReviewModalProps) {
  const form = useZodForm(ReviewFormSchema, {
    rating: String(REVIEW_DEFAULT_RATING),
    text: '',
    fit: '',
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const create = useCreateReview();

  const reset = () => {
    form.reset();
    setPhotos([]);
  };

  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };

  const onSubmit = form.submit(({ rating, text, fit }) => {
    if (!item) return;
    create.mutate(
      { productId: item.productId, orderId, rating, text, fit, image: photos[0] ?? null },
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
          <FitChoice field={form.register('fit')} />
          <PhotoPicker
            label="Add a photo (optional)"
            max={1}
            photos={photos}
            onChange={setPhotos}
          />
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
