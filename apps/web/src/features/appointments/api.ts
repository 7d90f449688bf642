import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import { onboardingChaptersQueryKey } from '../../lib/queryKeys';
import type {
  AppointmentExpertsQuery,
  AppointmentLocationsQuery,
  BookAppointmentInput,
  BookingKind,
  ConsultKind,
  MyBookingsQuery,
} from '../../lib/gql/graphql';

export const AppointmentLocationsDocument = graphql(`
  query AppointmentLocations($packageCode: String!) {
    appointmentLocations(packageCode: $packageCode) {
      code
      name
      address
      schedulingUrl
    }
  }
`);

export const AppointmentExpertsDocument = graphql(`
  query AppointmentExperts($kind: ConsultKind!) {
    experts(kind: $kind) {
      id
      firstName
      lastName
      avatar
      title
      description
      points
      languages
      schedulingUrlNl
      schedulingUrlEn
    }
  }
`);

export const AvailableSlotsDocument = graphql(`
  query AvailableSlots($resource: String!, $kind: BookingKind!, $from: DateTime!, $to: DateTime!) {
    availableSlots(resource: $resource, kind: $kind, from: $from, to: $to) {
      startsAt
      endsAt
    }
  }
`);

export const BookAppointmentDocument = graphql(`
  mutation BookAppointment($input: BookAppointmentInput!) {
    bookAppointment(input: $input) {
      id
      bookingId
      kind
      resource
      resourceName
      language
      startsAt
      endsAt
      status
      healthPassportId
    }
  }
`);

export const MyBookingsDocument = graphql(`
  query MyBookings {
    myBookings {
      id
      bookingId
      kind
      resource
      resourceName
      language
      startsAt
      endsAt
      status
      healthPassportId
    }
  }
`);

export const CancelBookingDocument = graphql(`
  mutation CancelBooking($bookingId: String!) {
    cancelBooking(bookingId: $bookingId) {
      id
      bookingId
      status
    }
  }
`);

export const RescheduleBookingDocument = graphql(`
  mutation RescheduleBooking($bookingId: String!, $startsAt: DateTime!) {
    rescheduleBooking(bookingId: $bookingId, startsAt: $startsAt) {
      id
      bookingId
      startsAt
      endsAt
      status
    }
  }
`);

export const RecordAppointmentBookedDocument = graphql(`
  mutation RecordAppointmentBooked($input: UpdateMeInput!) {
    updateMe(input: $input) {
      id
      identityInformation {
        status
        termsAccepted
      }
    }
  }
`);

export const InsightActionProductDocument = graphql(`
  query InsightActionProduct($packageCode: String!) {
    productByPackageCode(packageCode: $packageCode) {
      id
      packageCode
      linkIA {
        en_US
        nl_NL
      }
    }
  }
`);

export type AppointmentLocationOption = AppointmentLocationsQuery['appointmentLocations'][number];
export type AppointmentExpert = AppointmentExpertsQuery['experts'][number];
export type MyBooking = MyBookingsQuery['myBookings'][number];
export type { BookingKind, ConsultKind };

export const appointmentsQueryKey = ['appointments'] as const;

export function appointmentLocationsQueryOptions(packageCode: string) {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'locations', packageCode] as const,
    queryFn: () =>
      graphqlRequest(AppointmentLocationsDocument, { packageCode }).then((d) => d.appointmentLocations),
  });
}

export function expertsQueryOptions(kind: ConsultKind) {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'experts', kind] as const,
    queryFn: () => graphqlRequest(AppointmentExpertsDocument, { kind }).then((d) => d.experts),
  });
}

export function availableSlotsQueryOptions(resource: string, kind: BookingKind, from: string, to: string) {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'slots', resource, kind, from, to] as const,
    queryFn: () =>
      graphqlRequest(AvailableSlotsDocument, { resource, kind, from, to }).then((d) => d.availableSlots),
    // Free times change while people book: never show an old answer as the truth for long.
    staleTime: 30_000,
  });
}

/**
 * The signed-in person's appointments, soonest first, cancelled ones too (filter for display). Names come in
 * the interface language: another language is another answer.
 */
export function myBookingsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'mine', locale] as const,
    queryFn: () => graphqlRequest(MyBookingsDocument).then((d) => d.myBookings),
  });
}

/**
 * After a booking, a move or a cancellation: the person's appointments, the onboarding steps and every
 * calendar's free times (the booked time is no longer free, a cancelled one is again) are read anew.
 */
export function refreshAppointments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...appointmentsQueryKey, 'mine'] }),
    queryClient.invalidateQueries({ queryKey: [...appointmentsQueryKey, 'slots'] }),
    queryClient.invalidateQueries({ queryKey: onboardingChaptersQueryKey }),
  ]);
}

export function insightActionProductQueryOptions(packageCode: string) {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'insightActionProduct', packageCode] as const,
    queryFn: () =>
      graphqlRequest(InsightActionProductDocument, { packageCode }).then((d) => d.productByPackageCode),
  });
}

export async function bookAppointment(input: BookAppointmentInput) {
  const { bookAppointment: booking } = await graphqlRequest(BookAppointmentDocument, { input });
  return booking;
}

export async function recordAppointmentBooked(status: readonly string[]) {
  const { updateMe } = await graphqlRequest(RecordAppointmentBookedDocument, {
    input: { termsAccepted: true, status: [...status] },
  });
  return updateMe;
}

export async function cancelBooking(bookingId: string) {
  const { cancelBooking: booking } = await graphqlRequest(CancelBookingDocument, { bookingId });
  return booking;
}

/** Moves a booking to another free time of the same calendar; the answer carries the new booking id. */
export async function rescheduleBooking(bookingId: string, startsAt: string) {
  const { rescheduleBooking: booking } = await graphqlRequest(RescheduleBookingDocument, {
    bookingId,
    startsAt,
  });
  return booking;
}
