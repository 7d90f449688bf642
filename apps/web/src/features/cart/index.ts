/** The cart with checkout (/shop/cart) and the payment's return page (/order-completed). */
export { CartPage } from './CartPage';
export { OrderCompletedPage } from './OrderCompletedPage';
