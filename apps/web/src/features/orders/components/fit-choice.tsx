import { FIT_ANSWER_LABELS, FIT_ANSWERS } from '@vastra/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';

const CHOICES = [
  ...FIT_ANSWERS.map((value) => ({ value, label: FIT_ANSWER_LABELS[value] })),
  { value: '', label: 'Not sure' },
];

/** The review form's optional "How did it fit?" radio group (react-hook-form's `register('fit')`). */
export function FitChoice({ field }: { field: UseFormRegisterReturn }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">How did it fit? (optional)</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {CHOICES.map((c) => (
          <label
            key={c.value || 'none'}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-ink has-[:checked]:font-semibold"
          >
            <input type="radio" value={c.value} className="size-4 accent-ink" {...field} />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
