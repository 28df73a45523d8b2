// The account's public entry (decision 015): checkout offers to cancel an order left waiting and
// describes it with the words of /orders.
export { ordersTexts } from "./account-texts.ts";
export { useCancelOrder } from "./api/cancel-order.ts";
