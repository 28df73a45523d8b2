import type {
  OaiItem,
  OaiListQuery,
  OaiRepository,
  OaiSet,
} from "../modules/repository/oai/oai-repository.ts";

/** An OaiRepository over an array, for the protocol's unit tests: same order and paging rules as SQL. */
export function memoryRepository(items: OaiItem[], sets: OaiSet[] = []): OaiRepository {
  const ordered = [...items].sort(
    (a, b) => a.datestamp.getTime() - b.datestamp.getTime() || a.id.localeCompare(b.id),
  );
  return {
    async earliestDatestamp() {
      return ordered[0]?.datestamp ?? null;
    },
    async listSets() {
      return sets;
    },
    async list(query: OaiListQuery) {
      const afterIndex = query.after ? ordered.findIndex((item) => item.position === query.after) : -1;
      const matching = ordered
        .slice(afterIndex + 1)
        .filter(
          (item) =>
            (!query.from || item.datestamp >= query.from) &&
            (!query.until || item.datestamp < query.until) &&
            (!query.set || item.setSpecs.includes(query.set)),
        );
      return {
        items: matching
          .slice(0, query.limit)
          .map((item) => (query.withMetadata ? item : { ...item, dc: [] })),
        total: matching.length,
      };
    },
    async get(id: string) {
      return ordered.find((item) => item.id === id) ?? null;
    },
  };
}

/** n items, one a minute from `start`, every third deleted, alternating between two sets. */
export function sampleItems(n: number, start = Date.UTC(2026, 0, 1)): OaiItem[] {
  return Array.from({ length: n }, (_, i) => {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    const deleted = i % 3 === 2;
    return {
      id,
      datestamp: new Date(start + i * 60_000),
      deleted,
      setSpecs: [i % 2 === 0 ? "even" : "odd"],
      dc: deleted
        ? []
        : [
            { element: "title" as const, value: `Item ${i}`, lang: "en" },
            { element: "title" as const, value: `Ikintu ${i}`, lang: "rw" },
            { element: "creator" as const, value: "Mukamana & Sons <workshop>" },
          ],
      position: id,
    };
  });
}
