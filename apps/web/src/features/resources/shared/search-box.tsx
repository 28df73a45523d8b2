import { Search, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { useKeyedState } from "../../../lib/use-keyed-state.ts";

/** Waits this long after the last key before searching, so that typing does not fire a request per letter. */
const DEBOUNCE_MS = 300;

/**
 * A search field that reports its value after a pause in typing, at once on Enter, and follows the
 * value it is given (the URL), so that 'Clear filters' and the back button empty it.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  const id = useId();
  // Follow the URL (Clear filters, back button) without undoing a space the user is still typing.
  const [text, setText] = useKeyedState(value, value, (current) => current.trim() === value.trim());
  const report = useRef(onSearch);
  report.current = onSearch;

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => report.current(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <form method="get" role="search" onSubmit={submit} className="relative w-full">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className="min-h-11 w-full rounded-lg border border-line-strong bg-surface py-2 pr-11 pl-10 text-base placeholder:text-muted focus:border-sky"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText("");
            onSearch("");
          }}
          className="absolute top-1/2 right-0 flex size-11 -translate-y-1/2 items-center justify-center text-muted hover:text-ink"
          aria-label={`Clear ${label.toLowerCase()}`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
