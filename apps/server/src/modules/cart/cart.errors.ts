import { INVALID_COUPON_MESSAGE } from '@health-passport/domain';
import { AppError } from '../../errors.js';

/** Every cart error in one place (cart.graphql names the codes). */
export const cartErrors = {
  /** Unknown, malformed or another user's cart: the same answer, so cart ids cannot be probed. */
  cartNotFound: () => new AppError('NOT_FOUND', 'cartNotFound', 'The cart was not found'),
  /** Unknown, not PUBLISHED, or without a price in the shop country. */
  productNotFound: () => new AppError('NOT_FOUND', 'productNotFound', 'The product was not found'),
  cartCheckedOut: () =>
    new AppError('CONFLICT', 'cartCheckedOut', 'An order was made of this cart; it no longer changes'),
  emptyCart: () => new AppError('BAD_REQUEST', 'emptyCart', 'The cart is empty'),
  /** One answer for unknown, not yet valid, expired, used up, foreign coupons and empty carts (§8). */
  invalidCoupon: () => new AppError('BAD_REQUEST', 'invalidCoupon', INVALID_COUPON_MESSAGE),
};
