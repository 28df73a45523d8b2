import { RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { messages } from "../../../lib/i18n/messages.ts";

const s = messages.staleEdit;
type Values = Record<string, unknown>;
export type FieldChange = { label: string; before: string; after: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A field's value as the change list shows it. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return s.imageCount(value.length);
  if (typeof value === "boolean") return value ? s.yes : s.no;
  const text = value === null || value === undefined ? "" : String(value);
  return text.trim() === "" ? s.empty : text;
}

/**
 * Reloading after a 409 (decision 075): every field the admin did not touch since the form opened
 * takes the record's current value; what they typed stays.
 */
export function keepTyped<V extends Values>(typed: V, loaded: V, current: V): V {
  const next = { ...current };
  for (const key of Object.keys(current) as (keyof V)[]) {
    if (!same(typed[key], loaded[key])) next[key] = typed[key];
  }
  return next;
}

/** The form's fields that someone else changed between the load and the refused save. */
export function changedFields<V extends Values>(
  loaded: V,
  current: V,
  labels: Partial<Record<keyof V, string>>,
  show: (key: keyof V, value: unknown) => string | undefined = () => undefined,
): FieldChange[] {
  return (Object.keys(labels) as (keyof V)[])
    .filter((key) => !same(loaded[key], current[key]))
    .map((key) => ({
      label: labels[key] ?? String(key),
      before: show(key, loaded[key]) ?? shown(loaded[key]),
      after: show(key, current[key]) ?? shown(current[key]),
    }));
}

/**
 * An admin form's record as it was loaded, the version its save sends back, and the 409 the server
 * answers when someone changed the record since: `{detail, current}`. A part of a larger record (a
 * course's module, lesson or quiz, decision 075) passes `pick`, which finds it in the answer's `current`.
 */
export function useStaleEdit<R extends { version: number }, V extends Values, A = R>(
  record: R | undefined,
  toValues: (record: R) => V,
  pick: (current: A) => R | undefined = (current) => current as unknown as R,
) {
  const [loaded, setLoaded] = useState(record);
  const [stale, setStale] = useState<{ detail: string; current: R } | null>(null);
  const [reloaded, setReloaded] = useState(false);
  return {
    version: loaded?.version,
    /** The form's values as the record was when loaded (a merged save sends them, decision 232). */
    loadedValues: (): V | undefined => (loaded ? toValues(loaded) : undefined),
    stale,
    reloaded,
    /** True (and the notice shows) when `error` is the server's "changed since you opened it". */
    caught(error: unknown): boolean {
      if (!isApiError(error) || error.status !== 409) return false;
      const answer = (error.data as { current?: A }).current;
      const current = answer ? pick(answer) : undefined;
      if (!current) return false;
      setStale({ detail: error.detail ?? "", current });
      setReloaded(false);
      return true;
    },
    changes(
      labels: Partial<Record<keyof V, string>>,
      show?: (key: keyof V, value: unknown) => string | undefined,
    ) {
      return stale && loaded ? changedFields(toValues(loaded), toValues(stale.current), labels, show) : [];
    },
    /** The values to put in the form: the current record's, with what the admin typed kept. */
    reload(typed: V): V {
      if (!stale || !loaded) return typed;
      const next = keepTyped(typed, toValues(loaded), toValues(stale.current));
      setLoaded(stale.current);
      setStale(null);
      setReloaded(true);
      return next;
    },
    dismiss() {
      setReloaded(false);
    },
    /** After a save that stays in the form: the record as the server now has it (its new version). */
    saved(next: R | undefined) {
      setLoaded(next);
      setReloaded(false);
    },
  };
}

/**
 * What an admin form says above its fields: why the save failed (`formError`), or that someone saved
 * the record meanwhile, with what changed and the reload that keeps what was typed, then that it was
 * reloaded. `changes` is asked only when there is a refused save to explain.
 */
export function EditNotices({
  formError,
  stale,
  changes = () => [],
  onReload,
}: {
  formError: string | null;
  stale: { stale: { detail: string } | null; reloaded: boolean };
  changes?: () => FieldChange[];
  onReload: () => void;
}) {
  return (
    <>
      <FormAlert message={formError} />
      {stale.stale && <StaleEditNotice detail={stale.stale.detail} changes={changes()} onReload={onReload} />}
      <ReloadedNotice show={stale.reloaded} />
    </>
  );
}

/**
 * The 409's message, what changed, and the action that loads the current values into the form.
 * It takes the focus when it appears: the save button the admin pressed stays where it
 * was, and a message out of view made "Update" seem to do nothing.
 */
export function StaleEditNotice({
  detail,
  changes,
  onReload,
}: {
  detail: string;
  changes: FieldChange[];
  onReload: () => void;
}) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      className="flex flex-col gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-sky"
    >
      <FormAlert message={detail} detail={changes.length > 0 ? s.changedFields : undefined} />
      {changes.length > 0 && (
        <ul aria-label={s.changedFields} className="ml-4 list-disc text-sm text-ink-soft">
          {changes.map((change) => (
            <li key={change.label}>{s.fieldChange(change.label, change.before, change.after)}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={onReload}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {s.reload}
        </Button>
        <span className="text-sm text-muted">{s.reloadNote}</span>
      </div>
    </div>
  );
}

/** After a reload: the admin checks the values, then saves again. */
export function ReloadedNotice({ show }: { show: boolean }) {
  return show ? <FormAlert tone="success" message={s.reloaded} /> : null;
}
