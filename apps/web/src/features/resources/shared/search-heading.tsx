import { SearchBox } from "./search-box.tsx";

/** A list screen's title and lead, with its search box beside them from 768 px (below them on phones). */
export function SearchHeading({
  title,
  lead,
  search,
}: {
  title: string;
  lead: string;
  search: Parameters<typeof SearchBox>[0];
}) {
  return (
    <div className="mt-2 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-muted">{lead}</p>
      </div>
      <div className="w-full md:max-w-sm">
        <SearchBox {...search} />
      </div>
    </div>
  );
}
