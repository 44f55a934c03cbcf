import { lazy, Suspense } from 'react';
import { NewsletterFields } from './components/newsletter-fields';

// The footer is on every first visit but far below the fold: the form's code (react-hook-form,
// the zod schema) loads after the entry, behind a same-size placeholder.
const Form = lazy(() =>
  import('./components/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
);

/** The footer's newsletter form, loaded on its own. */
export function NewsletterForm() {
  return (
    <Suspense fallback={<NewsletterFields input={{ readOnly: true }} />}>
      <Form />
    </Suspense>
  );
}
