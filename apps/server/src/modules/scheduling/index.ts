import type { AppModule } from '../../context.js';
import { schedulingResolvers } from './scheduling.resolvers.js';
import typeDefs from './scheduling.graphql?raw';

export { type ConsultKind, EXPERTS, type ExpertData } from './experts.js';
export {
  type BookAppointmentInput,
  BookingKind,
  BookingStatus,
  type BookingView,
  type ExpertView,
  type LocationView,
  type Scheduler,
  type SlotView,
} from './scheduler.js';
export { schedulingErrors } from './scheduling.errors.js';
export {
  type BookingRow,
  createSchedulingService,
  type SchedulingDeps,
  type SchedulingService,
} from './scheduling.service.js';
export { bookings } from './scheduling.tables.js';

/**
 * The built-in scheduler: locations and experts, free slots, bookings (`appointmentLocations`, `experts`,
 * `availableSlots`, `myBookings`, `bookAppointment`, `cancelBooking`, `rescheduleBooking`).
 */
export const schedulingModule: AppModule = { name: 'scheduling', typeDefs, resolvers: schedulingResolvers };
export { zonedTimeToUtc } from './calendar.js';
