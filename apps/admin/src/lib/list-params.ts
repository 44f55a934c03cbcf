import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListSort {
  /** Column id, e.g. `createdAt`. */
  id: string;
  desc: boolean;
}

export interface ListParams {
  page: number;
  pageSize: number;
  sort: ListSort | null;
  /** Every other search parameter (filters, search text). */
  filters: Record<string, string>;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** `sort=-createdAt` ↔ `{ id: 'createdAt', desc: true }`. */
function parseSort(value: string | null): ListSort | null {
  if (!value) return null;
  const desc = value.startsWith('-');
  const id = desc ? value.slice(1) : value;
  return id ? { id, desc } : null;
}

function formatSort(sort: ListSort | null): string | undefined {
  return sort ? `${sort.desc ? '-' : ''}${sort.id}` : undefined;
}

/**
 * A server-paginated list's state kept in the URL (page, pageSize, sort and filters), so a reload,
 * the back button or a shared link shows the same page. Changing a filter or the sort goes back to
 * page 1. The query object (`toQuery()`: page, limit, sort, its direction and the filters) is what
 * the admin list endpoints read.
 */
export function useListParams(
  defaults: {
    pageSize?: number;
    sort?: ListSort | null;
    /** The query parameter naming the direction (`dir` by default; the products list reads `order`). */
    dirParam?: 'dir' | 'order';
  } = {},
) {
  const dirParam = defaults.dirParam ?? 'dir';
  const [search, setSearch] = useSearchParams();
  const defaultSize = defaults.pageSize ?? 20;
  const defaultSort = defaults.sort ?? null;

  const params = useMemo<ListParams>(() => {
    const page = Math.max(1, Number(search.get('page')) || 1);
    const size = Number(search.get('pageSize'));
    const filters: Record<string, string> = {};
    for (const [k, v] of search) if (!['page', 'pageSize', 'sort'].includes(k)) filters[k] = v;
    return {
      page,
      pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
      sort: search.has('sort') ? parseSort(search.get('sort')) : defaultSort,
      filters,
    };
  }, [search, defaultSize, defaultSort]);

  const update = useCallback(
    (
      changes: Partial<Omit<ListParams, 'filters'>> & {
        filters?: Record<string, string | undefined>;
      },
    ) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          const resetPage =
            changes.sort !== undefined ||
            changes.filters !== undefined ||
            changes.pageSize !== undefined;
          if (changes.page !== undefined) next.set('page', String(changes.page));
          else if (resetPage) next.delete('page');
          if (changes.pageSize !== undefined) next.set('pageSize', String(changes.pageSize));
          if (changes.sort !== undefined) {
            const s = formatSort(changes.sort);
            if (s) next.set('sort', s);
            else next.set('sort', '');
          }
          for (const [k, v] of Object.entries(changes.filters ?? {})) {
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const toQuery = useCallback(
    (): Record<string, string | number | undefined> => ({
      ...params.filters,
      page: params.page,
      limit: params.pageSize,
      sort: params.sort?.id,
      [dirParam]: params.sort ? (params.sort.desc ? 'desc' : 'asc') : undefined,
    }),
    [params, dirParam],
  );

  return { ...params, update, toQuery };
}
