import { useCallback, useState } from "react";

type Key = string | number;

/** product §4 Gallery: the selection list toggles items; bulk actions clear it. */
export function useSelection<T extends { id: Key }>() {
  const [selected, setSelected] = useState<Map<Key, T>>(new Map());
  const toggle = useCallback((item: T) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return {
    selected,
    items: [...selected.values()],
    isSelected: (id: Key) => selected.has(id),
    toggle,
    clear,
  };
}
