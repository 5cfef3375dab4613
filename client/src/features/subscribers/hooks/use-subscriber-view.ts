import { useState } from 'react';
import { defaultOrder, SUBSCRIBERS_PAGE_SIZE_DEFAULT, type SortOrder, type SubscriberFilter, type SubscriberSort, type SubscribersQueryInput } from '@shared/subscribers';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long typing must pause before the search is sent. */
const SEARCH_DELAY_MS = 300;

export type FilterChoice = Omit<SubscriberFilter, 'search'>;

interface Paging {
  /** The view (filters and order) these pages belong to. */
  view: string;
  page: number;
  after?: string;
  before?: string;
}

/**
 * What the list shows: the filters (the search once typing pauses), the order and the page.
 * Pages are keyset cursors the server hands out (docs/decisions/0060-subscriber-list-keyset-paging.md);
 * the page number is counted here. A new filter or order starts again from the first page.
 */
export function useSubscriberView() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [choice, setChoice] = useState<FilterChoice>({});
  const [sorting, setSorting] = useState<{ sort: SubscriberSort; order: SortOrder }>({ sort: 'subscribedAt', order: 'desc' });
  const filter: SubscriberFilter = { search, ...choice };
  const view = JSON.stringify([filter, sorting]);
  const [paging, setPaging] = useState<Paging>({ view, page: 1 });
  const current = paging.view === view ? paging : { view, page: 1 };

  const query: SubscribersQueryInput = {
    ...filter,
    sort: sorting.sort,
    order: sorting.order,
    after: current.after,
    before: current.before,
    pageSize: SUBSCRIBERS_PAGE_SIZE_DEFAULT,
  };

  return {
    searchText,
    setSearchText,
    filter,
    choice,
    setChoice: (next: Partial<FilterChoice>) => setChoice((previous) => ({ ...previous, ...next })),
    sorting,
    setSorting,
    /** A column header: the same column flips its order, another starts in its natural order. */
    sortBy: (sort: SubscriberSort) =>
      setSorting((previous) => (previous.sort === sort ? { sort, order: previous.order === 'asc' ? 'desc' : 'asc' } : { sort, order: defaultOrder(sort) })),
    page: current.page,
    /** A key of the page on screen: the selection belongs to it. */
    pageKey: `${view}|${current.page}|${current.after ?? ''}|${current.before ?? ''}`,
    query,
    next: (cursor: string) => setPaging({ view, page: current.page + 1, after: cursor }),
    previous: (cursor: string) => setPaging({ view, page: Math.max(1, current.page - 1), before: cursor }),
    first: () => setPaging({ view, page: 1 }),
  };
}

export type SubscriberView = ReturnType<typeof useSubscriberView>;
