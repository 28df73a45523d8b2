/** DRF-style next/previous links: the request's own path and query with another page number. */
export function pageLinks(url: string, page: number, pageSize: number, total: number) {
  const link = (target: number) => {
    const parsed = new URL(url, "http://local");
    parsed.searchParams.set("page", String(target));
    return `${parsed.pathname}${parsed.search}`;
  };
  const last = Math.max(1, Math.ceil(total / pageSize));
  return {
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
  };
}
