/**
 * Query-key factory (as in medusa's lib/query-key-factory): every list and detail key is built here, so a
 * mutation can invalidate exactly what it changed, e.g. `queryKeys.products.lists()` after a create.
 * Features add their entity here with the same shape.
 */
function entityKeys<const Name extends string>(name: Name) {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, "list"] as const,
    list: (filters: object = {}) => [...all, "list", filters] as const,
    details: () => [...all, "detail"] as const,
    detail: (id: number | string) => [...all, "detail", id] as const,
  };
}

export const queryKeys = {
  me: ["users", "me"] as const,
  products: entityKeys("products"),
  categories: entityKeys("categories"),
  customers: entityKeys("customers"),
  orders: entityKeys("orders"),
  /** The admin's open carts (GET /api/admin/carts/). */
  adminCarts: entityKeys("admin-carts"),
  /** The admin dashboard's figures (GET /api/admin/stats/): any catalogue or customer change moves them. */
  adminStats: ["admin", "stats"] as const,
  /** The background jobs' failure log (GET /api/admin/job-failures/). */
  jobFailures: entityKeys("job-failures"),
  /** The repository's records as admins edit them (/api/admin/repository/...). */
  repositoryItems: entityKeys("repository-items"),
  repositoryCollections: entityKeys("repository-collections"),
  repositoryInstitutions: entityKeys("repository-institutions"),
  /** A product's reviews from buyers: its pages per sort, and the shopper's own. */
  reviews: {
    all: ["reviews"] as const,
    product: (productId: number) => ["reviews", productId] as const,
    list: (productId: number, sort: string, page: number) =>
      ["reviews", productId, "list", sort, page] as const,
    mine: (productId: number) => ["reviews", productId, "mine"] as const,
  },
  /** The signed-in person's creator application and profile (GET /api/creator/me). */
  creatorStatus: ["creator", "me"] as const,
  /** A creator's own items ("My Content"), the admins' creator applications and review queue. */
  contributions: entityKeys("contributions"),
  creatorApplications: entityKeys("creator-applications"),
  /** A maker's request to sell and shop (GET /api/selling/me), and the admins' list of requests. */
  sellingStatus: ["selling", "me"] as const,
  sellerApplications: entityKeys("seller-applications"),
  /** A maker's own listings (GET /api/selling/products) and the admins' queue of them (decision 241). */
  sellerProducts: entityKeys("seller-products"),
  listingQueue: entityKeys("listing-queue"),
  /** A maker's part of the orders (GET /api/selling/orders, decision 242). */
  sellerOrders: entityKeys("seller-orders"),
  reviewQueue: entityKeys("review-queue"),
  makers: entityKeys("makers"),
  /** Communities: the admins' list with counts and members (decision 165), and the reader's own. */
  communities: entityKeys("communities"),
  cart: { all: ["cart"] as const, mine: () => ["cart", "mine"] as const },
  wishlist: { all: ["wishlist"] as const, mine: () => ["wishlist", "mine"] as const },
  /** Read-only repository and e-learning content (/api/content/...): one key per resource and query. */
  content: (resource: string, params: object = {}) => ["content", resource, params] as const,
};
