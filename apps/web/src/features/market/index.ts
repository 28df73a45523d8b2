// The market's public entry (decision 015): the cart page wears the market's header and shows a
// cart line's category and condition the way the market does.
export { CategoryInfo } from "./components/category-info.tsx";
// The library offers a book's edition to buy (decision 178) with the market's own Add to Cart.
export { SignInPromptProvider } from "./components/sign-in-prompt.tsx";
export { useAddToCartAction } from "./components/use-add-to-cart-action.ts";
export { MarketHeader } from "./header/market-header.tsx";
export { conditionLabels } from "./market-detail-texts.ts";
