import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDIT_CONFLICT, EditMsg } from '@vastra/contracts/admin/edit-version';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoute, signInAs } from '@/test/render';
import { ContentEditPage } from '../components/content-pages';

/**
 * The shared conflict UI, through a real edit form (the content editor, which every content kind
 * uses): a save refused because a colleague saved meanwhile states who changed what on the field,
 * "Reload keeping my changes" loads their version and keeps the user's own other edits, and the
 * next save is sent from the fresh version.
 */
const ID = '64b0000000000000000000c1';
const banner = {
  _id: ID,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  editVersion: 3,
  image: '/static/banners/1.webp',
  title: 'Festive edit',
  subtitle: 'Up to 40% off',
  link: '/products',
  active: true,
  position: 0,
};
const theirs = { ...banner, editVersion: 4, title: 'Winter edit' };
const ASHA = 'asha@staff.example.com';

describe('a save over a colleague’s newer version', () => {
  it('names their change, reloads keeping mine, and saves from the fresh version', async () => {
    signInAs('staff');
    let reads = 0;
    const calls = mockFetch({
      'GET /api/admin/content/banners/64b0000000000000000000c1': () => {
        reads += 1;
        return { success: true, message: '', data: reads === 1 ? banner : theirs };
      },
      'PUT /api/admin/content/banners/64b0000000000000000000c1': ({ body }) =>
        (body as { versionSeen?: number }).versionSeen === 3
          ? json(409, {
              success: false,
              code: EDIT_CONFLICT,
              message: EditMsg.editedMeanwhile(ASHA, 'banner'),
              issues: [
                {
                  path: 'title',
                  message: EditMsg.fieldChangedMeanwhile(ASHA, 'Festive edit', 'Winter edit'),
                },
              ],
            })
          : { success: true, message: 'Saved.', data: { ...theirs, ...(body as object) } },
      'GET /api/admin/content/banners': () => ({ success: true, data: [theirs] }),
    });
    renderRoute(<ContentEditPage />, {
      path: `/content/banners/${ID}`,
      routePath: '/content/:kind/:id',
      routes: [{ path: '/content/:kind', element: <p>List</p> }],
    });
    const form = await screen.findByRole('form', { name: 'Edit banner' });
    const subtitle = within(form).getByLabelText('Subtitle (optional)');
    await userEvent.clear(subtitle);
    await userEvent.type(subtitle, 'Mine: 50% off');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(form).findByText(EditMsg.editedMeanwhile(ASHA, 'banner')),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(EditMsg.fieldChangedMeanwhile(ASHA, 'Festive edit', 'Winter edit')),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')[0]?.body).toMatchObject({ versionSeen: 3 });

    await userEvent.click(within(form).getByRole('button', { name: 'Reload keeping my changes' }));
    expect(await within(form).findByDisplayValue('Winter edit')).toBeInTheDocument();
    expect(within(form).getByLabelText('Subtitle (optional)')).toHaveValue('Mine: 50% off');
    expect(
      within(form).queryByText(EditMsg.editedMeanwhile(ASHA, 'banner')),
    ).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The banner was saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toMatchObject({
      versionSeen: 4,
      title: 'Winter edit',
      subtitle: 'Mine: 50% off',
    });
  });
});
