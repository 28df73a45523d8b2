/** Test files under `root/src` (paths relative to root) whose text calls vi.mock. */
export function filesMockingModules(root: string, pattern?: RegExp): string[];
