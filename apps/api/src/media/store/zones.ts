import type { ByteRange, MediaStore, StoredObject } from "./media-store.ts";

/**
 * Files that are not open to everyone (repository files of community, restricted or sacred items
 * or files, with their derived sizes and IIIF tiles) are stored under this key prefix (decision
 * 199). The local store keeps it outside its served folder; a bucket's public policy and a CDN's
 * origin leave it out, so a URL kept from when a file was public stops working once it moved.
 * The records keep the key without the prefix: where a file lies follows from its access level.
 */
export const PRIVATE_PREFIX = "private/";

/** The key a file is stored under: `key` when open to everyone, `private/<key>` otherwise. */
export function zonedKey(key: string, isPrivate: boolean): string {
  return isPrivate ? `${PRIVATE_PREFIX}${key}` : key;
}

/** Whether a key (as it reaches a public path, e.g. /media/<key>) names the private area. */
export function isPrivateKey(key: string): boolean {
  return key === PRIVATE_PREFIX.slice(0, -1) || key.startsWith(PRIVATE_PREFIX);
}

/**
 * Moves one file to the area `toPrivate` names: copied whole first (put is whole-or-nothing),
 * the other copy removed only after. Safe to repeat after any failure: a copy already in place
 * with the same size is not sent again, a file already moved is left alone, a missing one is
 * skipped. Answers whether the file is now where it belongs.
 */
export async function moveKey(store: MediaStore, key: string, toPrivate: boolean): Promise<boolean> {
  const from = zonedKey(key, !toPrivate);
  const to = zonedKey(key, toPrivate);
  const source = await store.stream(from);
  if (!source) return store.exists(to);
  const target = await statOf(store, to);
  if (target === source.bytes) {
    source.body.destroy();
  } else {
    await store.put(to, source.body, { contentType: source.contentType });
  }
  await store.delete([from]);
  return true;
}

/**
 * Moves a folder (a tile set, "iiif/<uuid>") the same way: every file copied, `lastFile` (whose
 * presence marks a complete set) last, then the other folder removed.
 */
export async function moveFolder(
  store: MediaStore,
  folder: string,
  toPrivate: boolean,
  lastFile: string,
): Promise<void> {
  const from = zonedKey(folder, !toPrivate);
  const keys: string[] = [];
  for await (const object of store.list(from, { recursive: true })) keys.push(object.key);
  if (keys.length === 0) return;
  const last = `${from}/${lastFile}`;
  const ordered = [...keys.filter((key) => key !== last), ...keys.filter((key) => key === last)];
  for (const key of ordered) {
    await moveKey(store, toPrivate ? key : key.slice(PRIVATE_PREFIX.length), toPrivate);
  }
  await store.deleteFolder(from);
}

/** A file wherever it lies, the private area first (the authorised route; a move may be under way). */
export async function streamAnyZone(
  store: MediaStore,
  key: string,
  range?: ByteRange,
): Promise<{ object: StoredObject; key: string } | null> {
  for (const zoned of [zonedKey(key, true), key]) {
    const object = await store.stream(zoned, range);
    if (object) return { object, key: zoned };
  }
  return null;
}

/** Removes a file from both areas (a removed record). */
export async function deleteEverywhere(store: MediaStore, keys: readonly string[]): Promise<void> {
  await store.delete([...keys, ...keys.map((key) => zonedKey(key, true))]);
}

export async function deleteFolderEverywhere(store: MediaStore, folder: string): Promise<void> {
  await store.deleteFolder(folder);
  await store.deleteFolder(zonedKey(folder, true));
}

async function statOf(store: MediaStore, key: string): Promise<number | null> {
  const object = await store.stream(key, { start: 0, end: 0 });
  if (!object) return null;
  object.body.destroy();
  return object.range?.total ?? object.bytes;
}
