/** The cart with checkout (/shop/cart) and the payment's return page (/order-completed). */
export { CartPage } from './CartPage';
export { OrderCompletedPage } from './OrderCompletedPage';
/** The personal-information form's field frame and international phone input, reused by other forms. */
export { FormField, type ControlAria } from './FormField';
export { PhoneField } from './PhoneField';
