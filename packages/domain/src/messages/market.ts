/**
 * What the market shows (product §4, §8): its listings and search, the stock tiers, the cart and the
 * wishlist. With ./common.ts, all the shared messages the market's first screen needs (decision 100).
 * English source; translations beside it.
 */
export const marketMessages = {
  market: {
    searchPlaceholder: "Search for heritage products...",
    fetchFailed: "Failed to fetch products. Please try again later.",
    loadFailed: "Failed to load products. Please try again later.",
    categoryLoadFailed: "Failed to load category information",
    addedToCart: (qty: number, name: string) => `${qty} ${name} added to cart`,
    addFailed: (qty: number, name: string) => `Failed to add ${qty} ${name} to cart`,
    addError: "An error occurred while adding to cart",
    wishlistLogin: "Please login to manage your wishlist",
    noProductsAvailable: "No products available",
    noProductsFound: "No products found",
    categoryEmpty: "This category is currently empty",
    noMatch: "No products match your filters",
    noFeatured: "No Featured Products",
    noFeaturedNote: "Exciting products coming soon!",
    quantityMin: "Quantity must be at least 1",
    quantityMax: "You can order at most 1,000 of one item",
    quantityOverStock: (available: number) =>
      available > 0
        ? `Only ${available} more can be added to your cart.`
        : "No more of this item is available.",
    outOfStock: "This product is out of stock.",
    /** The listing cards' wording of the same failures (product §8). */
    listingAddFailed: (name: string, detail: string) => `Failed to add ${name} to cart: ${detail}`,
    listingAddError: "Error adding to cart. Please try again.",
  },
  cart: {
    loadFailed: "Failed to load your cart. Please try again.",
    removeFailed: "Failed to remove item. Please try again.",
    removeConfirm: "Remove this item?",
    empty: "Your Cart is Empty",
    itemNotFound: "Cart item not found.",
    /** Setting a cart line's quantity (not adding to it): the whole stock is the limit. */
    quantityAboveStock: (stock: number) =>
      stock > 0
        ? `Only ${stock} of this item ${stock === 1 ? "is" : "are"} available.`
        : "This product is out of stock.",
    addSucceeded: "Item added to cart successfully",
    addFailed: "Failed to add item to cart",
  },
  search: {
    tooMany: "Too many searches. Please wait a moment and try again.",
    busy: "Search is busy right now. Please try again in a moment.",
  },
  wishlist: {
    updated: "Wishlist updated successfully",
    updateFailed: "Failed to update wishlist",
  },
  /** product §4's stock tiers, and the admin table's wording. */
  stock: {
    inStock: "In Stock",
    left: (stock: number) => `${stock} left`,
    out: "Out of Stock",
    adminInStock: (stock: number) => `${stock} in stock`,
    adminOut: "Out of stock",
  },
} as const;
