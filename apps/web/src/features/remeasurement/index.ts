/**
 * Remeasuring (customer-journey §4 Remeasurement redeem modal, §5, §8): when the customer can remeasure, and the
 * modal that redeems a bought remeasurement for their latest published passport.
 */
export { RedeemRemeasurementModal, type RedeemRemeasurementModalProps } from './RedeemRemeasurementModal';
export { RedeemRemeasurementButton, RemeasurementNotice } from './RemeasurementActions';
