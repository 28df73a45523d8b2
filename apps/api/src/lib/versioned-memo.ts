/**
 * Values computed once per catalogue version and key (decision 211): askers of one key at one
 * version share one computation, running or done. A newer version drops every value; an asker
 * that read an older version than the one kept (a slow version read on PostgreSQL) computes its
 * own and keeps nothing. At most `maxKeys` values per version (the oldest goes first); a failed
 * computation is forgotten so the next asker tries again.
 */
export function versionedMemo<T>(maxKeys: number) {
  let kept = 0;
  const values = new Map<string, Promise<T>>();
  return (version: string, key: string, compute: () => Promise<T>): Promise<T> => {
    const asked = Number(version);
    if (asked > kept) {
      values.clear();
      kept = asked;
    }
    if (asked < kept) return compute();
    const known = values.get(key);
    if (known) return known;
    const value = compute();
    if (values.size >= maxKeys) values.delete(values.keys().next().value as string);
    values.set(key, value);
    value.catch(() => {
      if (values.get(key) === value) values.delete(key);
    });
    return value;
  };
}
