/** The element holding the query cache's answers of a page the server drew (decision 228). */
export const SSR_STATE_ELEMENT_ID = "ssr-state";
