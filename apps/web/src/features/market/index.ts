// The market's public entry (decision 015): the cart page wears the market's header and shows a
// cart line's category and condition the way the market does.
export { CategoryInfo } from "./components/category-info.tsx";
export { MarketHeader } from "./header/market-header.tsx";
export { conditionLabels } from "./market-texts.ts";
