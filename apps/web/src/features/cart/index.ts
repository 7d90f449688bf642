/** The cart with checkout (/shop/cart) and the payment's return page (/order-completed). */
export { CartPage } from './CartPage';
export { OrderCompletedPage } from './OrderCompletedPage';
/** Paying from elsewhere (the remeasurement modal): the checkout's payment link, return URL and page. */
export { createPaymentLink } from './api';
export { paymentPage, paymentReturnUrl, trackCheckout } from './checkoutFlow';
