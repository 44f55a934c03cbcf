import { Msg, type Blog } from '@vastra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { BlogArticle, paragraphs } from '../components/blog-article';
import { BlogList } from '../components/blog-list';
import { ContactForm } from '../components/contact-form';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('contact form', () => {
  it('shows the errors inline with a toast, clears a field error on typing, and submits', async () => {
    let body: unknown;
    server.use(
      http.post('/api/contact', async ({ request }) => {
        body = await request.json();
        await delay(20);
        return HttpResponse.json({ success: true, message: Msg.contactSubmitted }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(Msg.contactNameRequired)).toBeInTheDocument();
    expect(screen.getByText(Msg.contactEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(Msg.contactPhoneRequired)).toBeInTheDocument();
    expect(screen.getByText(Msg.contactMessageRequired)).toBeInTheDocument();
    expect(await screen.findByText(Msg.contactFixErrors)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    expect(screen.queryByText(Msg.contactNameRequired)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '98-765x43');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('98-76543');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Where is my order?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(Msg.contactInvalidEmail)).toBeInTheDocument();
    expect(screen.getByText(Msg.contactPhone10)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '210');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(Msg.contactSubmitted)).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'Where is my order?',
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("shows the server's message, or 'An error occurred. Please try again.'", async () => {
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Too many requests. Please try again later.',
            code: 'RATE_LIMITED',
          },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Too many requests. Please try again later.'),
    ).toBeInTheDocument();

    server.use(http.post('/api/contact', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(Msg.contactFailed)).toBeInTheDocument();
  });

  it("closes its toasts after the account screens' 1000 ms", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    renderRoute(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(Msg.contactFixErrors)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(Msg.contactFixErrors, ACCOUNT_TOAST_MS);
  });
});

const blog = (over: Partial<Blog> = {}): Blog => ({
  _id: 'b'.repeat(24),
  title: 'How to style linen',
  slug: 'how-to-style-linen',
  postedOn: '2026-06-01T00:00:00.000Z',
  image: '/static/blogs/linen.webp',
  author: 'Vastra Studio',
  excerpt: 'Linen, three ways.',
  description: 'First paragraph.\n\nSecond paragraph.',
  ...over,
});

describe('blogs', () => {
  it('renders the detail: title, posted date, image and paragraphs', async () => {
    server.use(
      http.get(`/api/blogs/${'b'.repeat(24)}`, () =>
        HttpResponse.json({ success: true, data: blog() }),
      ),
    );
    renderRoute(<BlogArticle id={'b'.repeat(24)} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to style linen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 June 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'How to style linen' })).toHaveAttribute(
      'src',
      '/static/blogs/linen.webp',
    );
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(paragraphs('a\n\n\n b \n\n')).toEqual(['a', 'b']);
  });

  it("says 'Blog not found!' when nothing is returned", async () => {
    server.use(
      http.get('/api/blogs/:id', () =>
        HttpResponse.json(
          { success: false, message: 'Blog not found.', code: 'NOT_FOUND' },
          { status: 404 },
        ),
      ),
    );
    renderRoute(<BlogArticle id={'c'.repeat(24)} />);
    expect(await screen.findByRole('heading', { name: Msg.blogNotFound })).toBeInTheDocument();
  });

  it('lists blogs linking to their detail, and the empty and error texts', async () => {
    server.use(http.get('/api/blogs', () => HttpResponse.json({ success: true, data: [blog()] })));
    const { unmount } = renderRoute(<BlogList />);
    const card = await screen.findByRole('article', { name: 'How to style linen' });
    expect(within(card).getByRole('link', { name: 'How to style linen' })).toHaveAttribute(
      'href',
      `/blogdetails/${'b'.repeat(24)}`,
    );
    unmount();

    server.use(http.get('/api/blogs', () => HttpResponse.json({ success: true, data: [] })));
    const second = renderRoute(<BlogList />);
    expect(await screen.findByText(Msg.noBlogs)).toBeInTheDocument();
    second.unmount();

    server.use(http.get('/api/blogs', () => new HttpResponse(null, { status: 500 })));
    renderRoute(<BlogList />);
    expect(await screen.findByText(Msg.blogsFailed)).toBeInTheDocument();
  });
});
