// The cart's public entry (decision 015): what other features may use. The market adds to the
// cart and shows its count; everything else stays inside the cart.
export { useAddToCart } from "./api/add-to-cart.ts";
export { useMyCart } from "./api/get-my-cart.ts";
