// The cart's public entry (decision 015): /orders pays a pending order with the checkout's own
// payment flow (decision 255).
export { PayOrderButton } from "./checkout/pay-order-dialog.tsx";
