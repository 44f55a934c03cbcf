import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useInViewport } from '@vastra/ui/use-visibility';
import { NewsletterFields } from './components/newsletter-fields';

// The footer is on every page but below the fold: the form's code (react-hook-form, the zod
// schema) loads only when the footer comes within 600 px of the screen or its field takes the
// focus, behind a same-size placeholder.
const Form = lazy(() =>
  import('./components/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
);

/** The footer's newsletter form, loaded on its own when the shopper nears it. */
export function NewsletterForm() {
  const field = useRef<HTMLInputElement>(null);
  const near = useInViewport(field, '600px');
  const [wanted, setWanted] = useState<'near' | 'focused' | null>(null);
  useEffect(() => {
    if (near) setWanted((w) => w ?? 'near');
  }, [near]);
  const placeholder = (
    <NewsletterFields
      input={{ readOnly: true, ref: field, onFocus: () => setWanted((w) => w ?? 'focused') }}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Form focusOnMount={wanted === 'focused'} />
    </Suspense>
  );
}
