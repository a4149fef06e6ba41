// Test kit: a checkout filled in up to step 3 (the checkout feature's own kit).
export { readyCheckout, testDetails } from "../checkout/checkout-test-kit";
