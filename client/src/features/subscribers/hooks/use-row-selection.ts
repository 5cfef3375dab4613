import { useState } from 'react';

interface Selection {
  /** The page the selection belongs to: another page (or filter) starts with none. */
  pageKey: string;
  ids: ReadonlySet<number>;
  /** Every subscriber matching the filter, not only the rows ticked. */
  allMatching: boolean;
}

/** The rows ticked on the page on screen, or "all matching the filter". */
export function useRowSelection(pageKey: string) {
  const [state, setState] = useState<Selection>({ pageKey, ids: new Set(), allMatching: false });
  const current = state.pageKey === pageKey ? state : { pageKey, ids: new Set<number>(), allMatching: false };
  const set = (ids: ReadonlySet<number>, allMatching = false) => setState({ pageKey, ids, allMatching });
  return {
    ids: current.ids,
    allMatching: current.allMatching,
    toggle(id: number) {
      const next = new Set(current.ids);
      if (!next.delete(id)) next.add(id);
      set(next);
    },
    setPage(ids: number[], checked: boolean) {
      set(checked ? new Set(ids) : new Set());
    },
    selectAllMatching: (pageIds: number[]) => set(new Set(pageIds), true),
    clear: () => set(new Set()),
  };
}
