import { SearchBox } from "./search-box.tsx";

/**
 * A list screen's title and lead, with its search box beside them from 768 px (below them on phones).
 * `texts` is the screen's own group of texts, which names all four the same way.
 */
export function SearchHeading({
  texts,
  value,
  onSearch,
}: {
  texts: { title: string; lead: string; searchLabel: string; searchPlaceholder: string };
  value: string;
  onSearch: (value: string) => void;
}) {
  return (
    <div className="mt-2 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
        <p className="mt-2 max-w-2xl text-muted">{texts.lead}</p>
      </div>
      <div className="w-full md:max-w-sm">
        <SearchBox
          value={value}
          onSearch={onSearch}
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
        />
      </div>
    </div>
  );
}
