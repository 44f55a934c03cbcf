import { Button } from '@vastra/ui/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '@vastra/contracts/admin/catalogue';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog, Dialog } from '@/components/dialog';
import { PageHeader, QueryState } from '@/components/page';
import { RoleGate } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { categoriesKey, listCategories } from '@/lib/categories';
import { deleteCategory, deleteSubcategory, saveCategory, saveSubcategory } from './api';
import { CategoryForm, SubcategoryForm } from './category-forms';

type Editing =
  | { kind: 'category'; category: AdminCategory | null }
  | { kind: 'sub'; category: AdminCategory; sub: AdminCategory['subcategories'][number] | null };
type Deleting = { name: string; run: () => Promise<unknown> };

/** Categories and their subcategories, with product counts; only empty ones can be deleted. */
export function CategoriesPage() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => listCategories(signal),
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: categoriesKey });
  /** The category as saved now (after a refused save), from a fresh list. */
  const fresh = async (id: string) => {
    const all = await client.fetchQuery({
      queryKey: categoriesKey,
      queryFn: ({ signal }) => listCategories(signal),
      staleTime: 0,
    });
    const found = all.find((c) => c._id === id);
    if (!found) throw new Error('This category was deleted meanwhile.');
    return found;
  };
  const done = (message: string) => {
    void refresh();
    setEditing(null);
    toast.success(message);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleting.run();
      void refresh();
      toast.success(`${deleting.name} deleted.`);
      setDeleting(null);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Categories"
        actions={
          <RoleGate min="staff">
            <Button onClick={() => setEditing({ kind: 'category', category: null })}>
              New category
            </Button>
          </RoleGate>
        }
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <ul className="flex flex-col gap-4">
          {(query.data ?? []).map((c) => (
            <li key={c._id} className="rounded-xl border border-line bg-surface p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  {c.name}{' '}
                  <span className="text-sm font-normal text-ink-muted">
                    /{c.slug} · {c.productCount} products
                  </span>
                </h2>
                <Link
                  to={`/categories/${c._id}/size-chart`}
                  aria-label={`Size chart of ${c.name}`}
                  className="text-sm underline"
                >
                  Size chart
                </Link>
                <RoleGate min="staff">
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${c.name}`}
                      onClick={() => setEditing({ kind: 'category', category: c })}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Add subcategory to ${c.name}`}
                      onClick={() => setEditing({ kind: 'sub', category: c, sub: null })}
                    >
                      Add subcategory
                    </Button>
                    {c.productCount === 0 && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${c.name}`}
                        onClick={() =>
                          setDeleting({ name: c.name, run: () => deleteCategory(c._id) })
                        }
                      >
                        Delete
                      </Button>
                    )}
                  </div>
                </RoleGate>
              </div>
              {c.subcategories.length > 0 && (
                <ul className="mt-3 divide-y divide-line border-t border-line text-sm">
                  {c.subcategories.map((s) => (
                    <li
                      key={s._id}
                      className="flex flex-wrap items-center justify-between gap-2 py-2"
                    >
                      <span>
                        {s.name}{' '}
                        <span className="text-ink-muted">
                          /{s.slug} · {s.productCount} products
                        </span>
                      </span>
                      <RoleGate min="staff">
                        <span className="flex gap-2">
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Edit ${s.name} in ${c.name}`}
                            onClick={() => setEditing({ kind: 'sub', category: c, sub: s })}
                          >
                            Edit
                          </Button>
                          {s.productCount === 0 && (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={`Delete ${s.name} in ${c.name}`}
                              onClick={() =>
                                setDeleting({
                                  name: s.name,
                                  run: () => deleteSubcategory(c._id, s._id),
                                })
                              }
                            >
                              Delete
                            </Button>
                          )}
                        </span>
                      </RoleGate>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </QueryState>
      <Dialog
        open={editing?.kind === 'category'}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'category' && editing.category ? 'Edit category' : 'New category'}
      >
        {editing?.kind === 'category' && (
          <CategoryForm
            initial={
              editing.category
                ? {
                    name: editing.category.name,
                    slug: editing.category.slug,
                    image: editing.category.image,
                    position: editing.category.position,
                    versionSeen: editing.category.editVersion,
                  }
                : { name: '', slug: '', image: '', position: query.data?.length ?? 0 }
            }
            onCancel={() => setEditing(null)}
            onReload={
              editing.category
                ? async () => {
                    const c = await fresh(editing.category!._id);
                    const { name, slug, image, position, editVersion } = c;
                    return { name, slug, image, position, versionSeen: editVersion };
                  }
                : undefined
            }
            onSave={async (v) => {
              await saveCategory(editing.category?._id ?? null, v);
              done(`${v.name} saved.`);
            }}
          />
        )}
      </Dialog>
      <Dialog
        open={editing?.kind === 'sub'}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'sub' && editing.sub ? 'Edit subcategory' : 'New subcategory'}
      >
        {editing?.kind === 'sub' && (
          <SubcategoryForm
            initial={
              editing.sub
                ? {
                    name: editing.sub.name,
                    slug: editing.sub.slug,
                    image: editing.sub.image,
                    versionSeen: editing.sub.editVersion,
                  }
                : { name: '', slug: '', image: '' }
            }
            onCancel={() => setEditing(null)}
            onReload={
              editing.sub
                ? async () => {
                    const c = await fresh(editing.category._id);
                    const s = c.subcategories.find((x) => x._id === editing.sub!._id);
                    if (!s) throw new Error('This subcategory was deleted meanwhile.');
                    return {
                      name: s.name,
                      slug: s.slug,
                      image: s.image,
                      versionSeen: s.editVersion,
                    };
                  }
                : undefined
            }
            onSave={async (v) => {
              await saveSubcategory(editing.category._id, editing.sub?._id ?? null, v);
              done(`${v.name} saved in ${editing.category.name}.`);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete?"
        confirmLabel="Delete"
        danger
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        {deleting?.name} has no products. Delete it?
      </ConfirmDialog>
    </>
  );
}
