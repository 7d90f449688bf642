import { CheckoutServerMessage, RemeasurementOrderErrorCode } from '@health-passport/domain';
import { AppError } from '../../errors.js';

/** Every orders error in one place (orders.graphql names the codes). */
export const orderErrors = {
  /** Bad checkout input: the first failing message (CheckoutServerMessage) and every failing field. */
  badRequest: (message: string, fields: Record<string, string>) =>
    new AppError('BAD_REQUEST', 'badRequest', message, { fields }),
  /** A guest's e-mail belongs to an account: sign in first (customer-journey §8 "Existing user"). */
  existingUser: () => new AppError('BAD_REQUEST', 'existingUser', CheckoutServerMessage.existingUser),
  productNotFound: () => new AppError('NOT_FOUND', 'productNotFound', 'The product was not found'),
  /** Unknown, malformed or someone else's order: the same answer. */
  orderNotFound: () => new AppError('NOT_FOUND', 'orderNotFound', 'The order was not found'),
  orderClosed: () =>
    new AppError('CONFLICT', 'orderClosed', 'The order is paid, cancelled or expired; it takes no payment'),
  /** The cart's price changed between the check and the order (a coupon ran out that instant): try again. */
  priceChanged: () =>
    new AppError('CONFLICT', 'priceChanged', 'The price changed while the order was made; please try again'),
  /** Nothing of this kind was bought, or everything bought is redeemed already. */
  /** A remeasurement for someone without a published passport could never be redeemed (customer-journey §8). */
  needsExistingHealthPassport: () =>
    new AppError(
      'CONFLICT',
      RemeasurementOrderErrorCode.NEEDS_EXISTING_HEALTH_PASSPORT,
      'A remeasurement can be bought once your first health passport is published.',
    ),
  noEntitlement: () =>
    new AppError('NOT_FOUND', 'noEntitlement', 'There is no unredeemed purchase of this kind to redeem'),
  /** The payment provider failed; its raw message goes to the client (customer-journey §8). */
  payment: (message: string) => new AppError('BAD_GATEWAY', 'payment', message),
};
