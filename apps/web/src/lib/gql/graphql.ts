/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccountErasureCancelledBy =
  /** The person cancelled it. */
  | 'PERSON'
  /** The person signed in within the grace period. */
  | 'SIGN_IN';

export type AccountErasureStatus =
  | 'CANCELLED'
  | 'ERASED'
  /** Waiting for eraseAfter; signing in or cancelling stops it. */
  | 'PENDING';

export type AddressInput = {
  country?: string | null | undefined;
  locality?: string | null | undefined;
  postalCode?: string | null | undefined;
  region?: string | null | undefined;
  streetAddress?: string | null | undefined;
};

export type AppointmentLocation =
  | 'AMSTERDAM'
  | 'ON_LOCATION';

export type BookAppointmentInput = {
  healthPassportId?: string | number | null | undefined;
  kind: BookingKind;
  /** en or nl, for consults. */
  language?: string | null | undefined;
  /** A location code (examinations) or an expert code (consults). */
  resource: string;
  startsAt: string;
};

export type BookingKind =
  | 'EXAMINATION'
  | 'EXPERT_SESSION'
  | 'INSIGHTS_ACTIONS'
  | 'REMEASUREMENT'
  | 'SPECIALIST_CONSULTATION';

export type BookingStatus =
  | 'BOOKED'
  | 'CANCELLED';

export type CartInput = {
  productId: string | number;
};

/** What a chapter leads to: a passport, or the add-on it redeems. */
export type ChapterType =
  | 'EXPERT_SESSION'
  | 'PASSPORT'
  | 'REMEASUREMENT'
  | 'SPECIALIST_CONSULTATION';

/** Whether a ledger row gave or withdrew consent. */
export type ConsentAction =
  | 'GRANTED'
  | 'WITHDRAWN';

export type ConsultKind =
  | 'EXPERT_SESSION'
  | 'SPECIALIST_CONSULTATION';

export type ContactChangeInput = {
  /** The new e-mail address; give it or phoneNumber, not both. */
  email?: string | null | undefined;
  /** The current password. */
  password: string;
  /** The new phone number (international format); null or empty removes it. */
  phoneNumber?: string | null | undefined;
  /** A code of the authenticator app, when the account has one. */
  totpCode?: string | null | undefined;
};

/** What a contact change changes. */
export type ContactKind =
  | 'EMAIL'
  | 'PHONE';

export type CustomerType =
  | 'B2B'
  | 'B2C';

export type DataExportStatus =
  | 'FAILED'
  | 'NONE'
  | 'PREPARING'
  | 'READY';

/** What a document is; the documents page groups by it. */
export type DocumentType =
  | 'LAB_RESULT'
  | 'OTHER'
  | 'REFERRAL'
  | 'REPORT'
  | 'SCAN_REPORT';

/** Kinds of e-mail a user can switch off. */
export type EmailType =
  /** News about the portal and new products. */
  | 'NEWSLETTER'
  /** Invitations to remeasure. */
  | 'REMEASUREMENT'
  /** Reminders about open onboarding steps and appointments. */
  | 'REMINDERS';

export type EntitlementType =
  | 'EXPERT_SESSION'
  | 'REMEASUREMENT'
  | 'SPECIALIST_CONSULTATION';

export type Gender =
  | 'Female'
  | 'Male';

/** What of a person's health data was read. */
export type HealthDataKind =
  | 'documents'
  | 'layout'
  | 'measurements'
  | 'passport'
  | 'questionnaire'
  | 'routes'
  | 'scanMedia'
  | 'scans';

export type LocalizedUriInput = {
  en_US?: string | null | undefined;
  nl_NL?: string | null | undefined;
};

export type ManagerInput = {
  email: string;
  firstName: string;
  lastName: string;
};

export type OrderStatus =
  | 'CANCELLED'
  | 'CREATED'
  | 'EXPIRED'
  | 'FULFILLED'
  | 'PAID'
  | 'PAYMENT_PENDING'
  | 'REFUSED';

export type OrderUserInput = {
  address: AddressInput;
  companyName?: string | null | undefined;
  email: string;
  familyName: string;
  givenName: string;
  /** en_US or nl_NL; the new account's language (default: the request's language). */
  locale?: string | null | undefined;
  /** International format with +, e.g. +31612345678. */
  phoneNumber: string;
};

export type PackageType =
  | 'ADDON'
  | 'CORE'
  | 'MISSION'
  | 'NONE'
  | 'REMEASUREMENT'
  | 'UPGRADE';

export type PassportStatus =
  | 'COMPUTED'
  | 'CREATED'
  | 'PUBLISHED';

export type PermissionType =
  | 'DOCTOR_INFORMATION_EXCHANGE'
  | 'INFORMED_CONSENT'
  | 'PRIVACY_POLICY'
  | 'RIVM_CONSENT'
  | 'TERMS_AND_CONDITIONS';

export type ProductQuery = {
  packageTypes?: Array<PackageType> | null | undefined;
  /** Counted from 0; default 0. */
  pageNumber?: number | null | undefined;
  /** 1 to 100; default 20. */
  pageSize?: number | null | undefined;
  /** Matched (case-insensitive) against the package code and the name, subtitle and description in both languages. */
  text?: string | null | undefined;
};

export type ProductStatus =
  | 'DEACTIVATED'
  | 'DRAFT'
  | 'NONE'
  | 'PUBLISHED';

export type RemeasurementAddressInput = {
  country?: string | null | undefined;
  locality?: string | null | undefined;
  postalCode?: string | null | undefined;
  /** Street and house number. */
  streetAddress?: string | null | undefined;
};

export type Role =
  | 'ANONYMOUS'
  | 'BETA_TESTER'
  | 'CONSUMER'
  | 'CORPORATE_MANAGER'
  | 'CUSTOMER_CARE'
  | 'DATA_EXPERT'
  | 'DOCTOR'
  | 'EXTERNAL'
  | 'HEALTH_COACH'
  | 'HEALTH_COACH_ADMIN'
  | 'HR_MANAGER'
  | 'ONBOARDER'
  | 'ONBOARDER_ADMIN'
  | 'PRODUCT_MANAGER';

/** The recipient of a share (customer-journey §3 Share request); every field is required. */
export type ShareRecipientInput = {
  email: string;
  firstName: string;
  lastName: string;
  /** Mobile phone in international format with +, e.g. +31612345678. */
  phoneNumber: string;
};

/** Share status (customer-journey §3): PENDING until the recipient activates it, then ACTIVE. */
export type ShareStatus =
  | 'ACTIVE'
  | 'PENDING'
  | 'UNKNOWN';

export type SnapshotCategoryType =
  | 'SLIDESHOW'
  | 'TAB';

export type SnapshotColor =
  | 'green'
  | 'orange'
  | 'red'
  | 'yellow';

export type SnapshotInput = {
  company?: string | null | undefined;
  description?: string | null | undefined;
  /** yyyy-mm-dd; null removes it. */
  expiryDate?: string | null | undefined;
  /** https:// or /-relative image addresses per language. */
  logoURI?: LocalizedUriInput | null | undefined;
  minSummaryPassports?: number | null | undefined;
  name?: string | null | undefined;
  /** A status outside the enum is refused by the schema. */
  status?: SnapshotStatus | null | undefined;
  stepSummaryPassports?: number | null | undefined;
};

export type SnapshotQuery = {
  company?: string | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  pageNumber?: number | null | undefined;
  pageSize?: number | null | undefined;
  status?: SnapshotStatus | null | undefined;
};

/** Snapshot status: CREATED until the aggregation ran, COMPUTED, then PUBLISHED for its HR managers. */
export type SnapshotStatus =
  | 'COMPUTED'
  | 'CREATED'
  | 'PUBLISHED';

export type StepType =
  | 'BOOK_EXERCISE_TEST'
  | 'BOOK_EXPERT_SESSION'
  | 'BOOK_GENERAL_HEALTH_CHECK'
  | 'BOOK_INSIGHTS_ACTIONS'
  | 'BOOK_ONBOARDING'
  | 'BOOK_REMEASUREMENT_BIOMARKERS'
  | 'BOOK_REMEASUREMENT_CORE'
  | 'BOOK_REMEASUREMENT_NORMAL'
  | 'BOOK_REMEASUREMENT_PERFORMANCE'
  | 'BOOK_SPECIALIST_CONSULTATION'
  | 'COMPLETE_QUESTIONNAIRE'
  | 'INFORMED_CONSENT'
  | 'PERSONAL_HEALTH_PASSPORT'
  | 'PURCHASE_EXPERT_SESSION'
  | 'PURCHASE_REMEASUREMENT'
  | 'PURCHASE_SPECIALIST_CONSULTATION'
  | 'REDEEM_EXPERT_SESSION'
  | 'REDEEM_REMEASUREMENT'
  | 'REDEEM_SPECIALIST_CONSULTATION'
  | 'RIVM_CONSENT'
  | 'UNLOCK_HEALTH_PASSPORT';

export type UpdateMeInput = {
  address?: AddressInput | null | undefined;
  email?: string | null | undefined;
  familyName?: string | null | undefined;
  givenName?: string | null | undefined;
  /** en_US or nl_NL (underscore, as the API speaks). */
  locale?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** Journey status markers to add to the user's status list. */
  status?: Array<string> | null | undefined;
  termsAccepted?: boolean | null | undefined;
};

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: { version: string, mode: string, maintenance: boolean, nativeAppOrigins: Array<string> } };

export type AppointmentLocationsQueryVariables = Exact<{
  packageCode: string;
}>;


export type AppointmentLocationsQuery = { appointmentLocations: Array<{ code: AppointmentLocation, name: string, address: string | null, schedulingUrl: string | null }> };

export type AppointmentExpertsQueryVariables = Exact<{
  kind: ConsultKind;
}>;


export type AppointmentExpertsQuery = { experts: Array<{ id: string, firstName: string, lastName: string, avatar: string | null, title: string, description: string, points: Array<string>, languages: Array<string>, schedulingUrlNl: string | null, schedulingUrlEn: string | null }> };

export type AvailableSlotsQueryVariables = Exact<{
  resource: string;
  kind: BookingKind;
  from: string;
  to: string;
}>;


export type AvailableSlotsQuery = { availableSlots: Array<{ startsAt: string, endsAt: string }> };

export type BookAppointmentMutationVariables = Exact<{
  input: BookAppointmentInput;
}>;


export type BookAppointmentMutation = { bookAppointment: { id: string, bookingId: string, kind: BookingKind, resource: string, resourceName: string, language: string | null, startsAt: string, endsAt: string, status: BookingStatus, healthPassportId: string | null } };

export type MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingsQuery = { myBookings: Array<{ id: string, bookingId: string, kind: BookingKind, resource: string, resourceName: string, language: string | null, startsAt: string, endsAt: string, status: BookingStatus, healthPassportId: string | null }> };

export type CancelBookingMutationVariables = Exact<{
  bookingId: string;
}>;


export type CancelBookingMutation = { cancelBooking: { id: string, bookingId: string, status: BookingStatus } };

export type RescheduleBookingMutationVariables = Exact<{
  bookingId: string;
  startsAt: string;
}>;


export type RescheduleBookingMutation = { rescheduleBooking: { id: string, bookingId: string, startsAt: string, endsAt: string, status: BookingStatus } };

export type RecordAppointmentBookedMutationVariables = Exact<{
  input: UpdateMeInput;
}>;


export type RecordAppointmentBookedMutation = { updateMe: { id: string, identityInformation: { status: Array<string>, termsAccepted: boolean } } };

export type InsightActionProductQueryVariables = Exact<{
  packageCode: string;
}>;


export type InsightActionProductQuery = { productByPackageCode: { id: string, packageCode: string, linkIA: { en_US: string | null, nl_NL: string | null } } | null };

export type CartPriceFieldsFragment = { price: number, customerPriceFormatted: string, currency: string, vatIncluded: boolean, vatPercentage: number, vat: number };

export type CartSummaryFragment = { id: string, checkedOut: boolean, product: { id: string, packageCode: string, packageType: PackageType, name: { en_US: string | null, nl_NL: string | null } } | null, purchasePrice: { price: number, customerPriceFormatted: string, currency: string, vatIncluded: boolean, vatPercentage: number, vat: number } | null, totalPurchasePrice: { price: number, customerPriceFormatted: string, currency: string, vatIncluded: boolean, vatPercentage: number, vat: number } | null, couponResult: { code: string, amount: number, percentage: number | null } | null };

export type CartByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type CartByIdQuery = { cart: { id: string, checkedOut: boolean, product: { id: string, packageCode: string, packageType: PackageType, name: { en_US: string | null, nl_NL: string | null } } | null, purchasePrice: { price: number, customerPriceFormatted: string, currency: string, vatIncluded: boolean, vatPercentage: number, vat: number } | null, totalPurchasePrice: { price: number, customerPriceFormatted: string, currency: string, vatIncluded: boolean, vatPercentage: number, vat: number } | null, couponResult: { code: string, amount: number, percentage: number | null } | null } | null };

export type CartRemoveProductMutationVariables = Exact<{
  id: string | number;
  input: CartInput;
}>;


export type CartRemoveProductMutation = { removeFromCart: { id: string, checkedOut: boolean, product: { id: string, packageCode: string, packageType: PackageType, name: { en_US: string | null, nl_NL: string | null } } | null, purchasePrice: { price: number, customerPriceFormatted: string, currency: string, vatIncluded: boolean, vatPercentage: number, vat: number } | null, totalPurchasePrice: { price: number, customerPriceFormatted: string, currency: string, vatIncluded: boolean, vatPercentage: number, vat: number } | null, couponResult: { code: string, amount: number, percentage: number | null } | null } };

export type CartApplyCouponMutationVariables = Exact<{
  cartId: string | number;
  couponCode: string;
}>;


export type CartApplyCouponMutation = { applyCouponToCart: { id: string, checkedOut: boolean, product: { id: string, packageCode: string, packageType: PackageType, name: { en_US: string | null, nl_NL: string | null } } | null, purchasePrice: { price: number, customerPriceFormatted: string, currency: string, vatIncluded: boolean, vatPercentage: number, vat: number } | null, totalPurchasePrice: { price: number, customerPriceFormatted: string, currency: string, vatIncluded: boolean, vatPercentage: number, vat: number } | null, couponResult: { code: string, amount: number, percentage: number | null } | null } };

export type CheckoutCreateOrderMutationVariables = Exact<{
  cartId: string | number;
  userInput: OrderUserInput;
  returnUrl: string;
}>;


export type CheckoutCreateOrderMutation = { createOrderByCart: { id: string, status: OrderStatus, adyenPaymentLinkUrl: string | null } };

export type CheckoutPaymentLinkMutationVariables = Exact<{
  orderId: string | number;
  returnUrl: string;
}>;


export type CheckoutPaymentLinkMutation = { createAdyenPaymentLink: string };

export type CompletedOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type CompletedOrderQuery = { order: { id: string, status: OrderStatus, adyenPaymentLinkUrl: string | null, product: { id: string, packageCode: string, name: { en_US: string | null, nl_NL: string | null } } | null, totalPurchasePrice: { price: number, customerPriceFormatted: string, currency: string, vatIncluded: boolean, vatPercentage: number, vat: number } } | null };

export type ConsentProductQueryVariables = Exact<{
  packageCode: string;
}>;


export type ConsentProductQuery = { productByPackageCode: { id: string, requestedPermissions: Array<{ id: string, type: PermissionType, isActivated: boolean, isRequired: boolean, activatedAt: string | null, deactivatedAt: string | null, title: { en_US: string | null, nl_NL: string | null }, description: { en_US: string | null, nl_NL: string | null }, url: { en_US: string | null, nl_NL: string | null } }> } | null };

export type MyGrantedPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyGrantedPermissionsQuery = { me: { id: string, grantedPermissions: Array<{ type: PermissionType, grantedAt: string, healthPassport: { id: string }, requestedPermission: { id: string } }> } };

export type GrantPermissionsMutationVariables = Exact<{
  healthPassportId: string | number;
  requestedPermissionIds: Array<string | number> | string | number;
  zonedDateTimeString: string;
}>;


export type GrantPermissionsMutation = { grantPermissions: Array<{ type: PermissionType, grantedAt: string, healthPassport: { id: string }, requestedPermission: { id: string } }> };

export type DocumentFieldsFragment = { id: string, name: string, type: DocumentType, date: string, url: string, fileName: string };

export type MyDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDocumentsQuery = { myDocuments: Array<{ id: string, name: string, type: DocumentType, date: string, url: string, fileName: string }> };

export type PersonDocumentsQueryVariables = Exact<{
  userASN: string;
}>;


export type PersonDocumentsQuery = { documents: Array<{ id: string, name: string, type: DocumentType, date: string, url: string, fileName: string }> };

export type ActivateShareMutationVariables = Exact<{
  sharerServiceNumber: string;
}>;


export type ActivateShareMutation = { activateShare: { id: string, healthPassportIds: Array<string> } };

export type MyOnboardingChaptersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOnboardingChaptersQuery = { myOnboardingChapters: Array<{ id: string, completed: boolean, enabled: boolean, healthPassportId: string | null, localizedProductName: string, localizedPurchasePrice: string | null, packageCode: string, publishedDate: string, type: ChapterType, steps: Array<{ type: StepType, completed: boolean, enabled: boolean, phoneNumber: string | null }> }> };

export type UnlockExpertSessionMutationVariables = Exact<{
  healthPassportId: string | number;
}>;


export type UnlockExpertSessionMutation = { unlockExpertSession: { id: string } };

export type UnlockSpecialistConsultationMutationVariables = Exact<{
  healthPassportId: string | number;
}>;


export type UnlockSpecialistConsultationMutation = { unlockSpecialistConsultation: { id: string } };

export type UnlockHealthPassportMutationVariables = Exact<{
  healthPassportId: string | number;
}>;


export type UnlockHealthPassportMutation = { unlockHealthPassport: { id: string, status: string } };

export type HealthPassportHasProgramQueryVariables = Exact<{
  healthPassportId: string | number;
}>;


export type HealthPassportHasProgramQuery = { healthPassportHasProgram: boolean };

export type MyConsentHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type MyConsentHistoryQuery = { myConsentHistory: Array<{ id: string, action: ConsentAction, type: PermissionType, version: number, isRequired: boolean, withdrawable: boolean, occurredAt: string, recordedByOther: boolean, title: { en_US: string | null, nl_NL: string | null }, url: { en_US: string | null, nl_NL: string | null }, healthPassport: { id: string, displayName: string, localizedProductName: string, createdDate: string }, requestedPermission: { id: string } }> };

export type WithdrawPermissionMutationVariables = Exact<{
  healthPassportId: string | number;
  requestedPermissionId: string | number;
}>;


export type WithdrawPermissionMutation = { withdrawPermission: boolean };

export type MyHealthDataViewsQueryVariables = Exact<{
  viewerId?: string | number | null | undefined;
  what?: HealthDataKind | null | undefined;
}>;


export type MyHealthDataViewsQuery = { myHealthDataViews: Array<{ id: string, healthPassportId: string | null, viewerId: string | null, viewerName: string | null, viewerRoles: Array<Role>, what: HealthDataKind, detail: string | null, viewedAt: string }> };

export type DataExportFieldsFragment = { status: DataExportStatus, requestedAt: string | null, readyAt: string | null, expiresAt: string | null, sizeBytes: number | null, url: string | null, urlExpiresAt: string | null };

export type MyDataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataExportQuery = { myDataExport: { status: DataExportStatus, requestedAt: string | null, readyAt: string | null, expiresAt: string | null, sizeBytes: number | null, url: string | null, urlExpiresAt: string | null } };

export type RequestMyDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestMyDataExportMutation = { requestMyDataExport: { status: DataExportStatus, requestedAt: string | null, readyAt: string | null, expiresAt: string | null, sizeBytes: number | null, url: string | null, urlExpiresAt: string | null } };

export type MyAccountErasureQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountErasureQuery = { myAccountErasure: { status: AccountErasureStatus, requestedAt: string, eraseAfter: string, cancelledAt: string | null, cancelledBy: AccountErasureCancelledBy | null } | null };

export type RequestAccountErasureMutationVariables = Exact<{
  password: string;
  totpCode?: string | null | undefined;
}>;


export type RequestAccountErasureMutation = { requestAccountErasure: { status: AccountErasureStatus, requestedAt: string, eraseAfter: string, cancelledAt: string | null, cancelledBy: AccountErasureCancelledBy | null } };

export type CancelAccountErasureMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelAccountErasureMutation = { cancelAccountErasure: { status: AccountErasureStatus, requestedAt: string, eraseAfter: string, cancelledAt: string | null, cancelledBy: AccountErasureCancelledBy | null } | null };

export type EnableEmailMutationVariables = Exact<{
  type: EmailType;
}>;


export type EnableEmailMutation = { enableEmail: EmailType };

export type DisableEmailMutationVariables = Exact<{
  type: EmailType;
}>;


export type DisableEmailMutation = { disableEmail: EmailType };

export type RequestContactChangeMutationVariables = Exact<{
  input: ContactChangeInput;
}>;


export type RequestContactChangeMutation = { requestContactChange: { kind: ContactKind, destination: string | null, pending: boolean } };

export type ConfirmContactChangeMutationVariables = Exact<{
  kind: ContactKind;
  code: string;
}>;


export type ConfirmContactChangeMutation = { confirmContactChange: { id: string, identityInformation: { email: string, phoneNumber: string | null } } };

export type RemeasurementPassportsQueryVariables = Exact<{ [key: string]: never; }>;


export type RemeasurementPassportsQuery = { healthPassports: Array<{ id: string, status: PassportStatus, createdDate: string, remeasurementAvailableFrom: string | null }> };

export type RedeemRemeasurementMutationVariables = Exact<{
  healthPassportId: string | number;
  address: RemeasurementAddressInput;
}>;


export type RedeemRemeasurementMutation = { redeemRemeasurement: { id: string, status: string, product: { packageCode: string }, healthPassport: { id: string, packageCode: string, status: PassportStatus, remeasurementType: string | null } } };

export type RemeasurementOfferQueryVariables = Exact<{
  packageCode: string;
}>;


export type RemeasurementOfferQuery = { myEntitlements: Array<{ id: string, type: EntitlementType, redeemedDate: string | null }>, productByPackageCode: { id: string, purchasePriceNL: { customerPrice: number, customerCurrency: string } | null } | null };

export type BuyRemeasurementMutationVariables = Exact<{
  productId: string | number;
  shopCountryCode: string;
  userInput: OrderUserInput;
  returnUrl: string;
  healthPassportId: string | number;
}>;


export type BuyRemeasurementMutation = { createOrder: { id: string, status: OrderStatus } };

export type MyScansDataQueryVariables = Exact<{
  healthPassportId: string | number;
}>;


export type MyScansDataQuery = { myScansData: { id: string, data: Array<{ key: string, value: string }>, media: Array<{ key: string, kind: string, url: string }> } | null };

export type SharedHealthPassportsQueryVariables = Exact<{ [key: string]: never; }>;


export type SharedHealthPassportsQuery = { healthPassports: Array<{ id: string, status: PassportStatus, displayName: string, localizedProductName: string, createdDate: string, shares: Array<{ name: string, email: string, phoneNumber: string, serviceNumber: string, status: ShareStatus, expiryDate: string, createdDate: string, activatedDate: string | null }> | null }> };

export type ShareFieldsFragment = { name: string, email: string, phoneNumber: string, serviceNumber: string, status: ShareStatus, expiryDate: string, createdDate: string, activatedDate: string | null };

export type HealthDataReadFieldsFragment = { id: string, healthPassportId: string | null, viewerId: string | null, viewerName: string | null, viewerRoles: Array<Role>, what: HealthDataKind, detail: string | null, viewedAt: string };

export type HealthPassportViewsQueryVariables = Exact<{
  healthPassportId: string | number;
}>;


export type HealthPassportViewsQuery = { healthPassportViews: Array<{ id: string, healthPassportId: string | null, viewerId: string | null, viewerName: string | null, viewerRoles: Array<Role>, what: HealthDataKind, detail: string | null, viewedAt: string }> };

export type ShareHealthPassportMutationVariables = Exact<{
  healthPassportId: string | number;
  expiryDate?: string | null | undefined;
  recipient: ShareRecipientInput;
}>;


export type ShareHealthPassportMutation = { shareHealthPassport: { id: string, shares: Array<{ name: string, email: string, phoneNumber: string, serviceNumber: string, status: ShareStatus, expiryDate: string, createdDate: string, activatedDate: string | null }> | null } };

export type RevokeShareMutationVariables = Exact<{
  healthPassportId: string | number;
  recipientServiceNumber: string;
}>;


export type RevokeShareMutation = { revokeShare: { id: string } };

export type ShopCatalogueQueryVariables = Exact<{
  shopCountryCode: string;
  query?: ProductQuery | null | undefined;
}>;


export type ShopCatalogueQuery = { searchProducts: { totalElements: number, hasNext: boolean, content: Array<{ id: string, packageCode: string, packageType: PackageType, status: ProductStatus, showPreCheck: boolean, icon: string | null, name: { en_US: string | null, nl_NL: string | null }, subTitle: { en_US: string | null, nl_NL: string | null }, purchasePriceNL: { customerPrice: number, customerPriceFormatted: string, customerCurrency: string } | null, uniqueSellingPropositions: Array<{ icon: string | null, hasRibbon: boolean, text: { en_US: string | null, nl_NL: string | null } }> }> } };

export type ShopCreateCartMutationVariables = Exact<{ [key: string]: never; }>;


export type ShopCreateCartMutation = { createCart: { id: string } };

export type ShopPutInCartMutationVariables = Exact<{
  id: string | number;
  input: CartInput;
}>;


export type ShopPutInCartMutation = { updateCart: { id: string, purchasePrice: { price: number, currency: string } | null } };

export type ShopProductCardFragment = { id: string, packageCode: string, packageType: PackageType, status: ProductStatus, showPreCheck: boolean, icon: string | null, name: { en_US: string | null, nl_NL: string | null }, subTitle: { en_US: string | null, nl_NL: string | null }, purchasePriceNL: { customerPrice: number, customerPriceFormatted: string, customerCurrency: string } | null, uniqueSellingPropositions: Array<{ icon: string | null, hasRibbon: boolean, text: { en_US: string | null, nl_NL: string | null } }> };

export type ShopProductQueryVariables = Exact<{
  packageCode: string;
}>;


export type ShopProductQuery = { productByPackageCode: { id: string, packageCode: string, packageType: PackageType, status: ProductStatus, showPreCheck: boolean, icon: string | null, description: { en_US: string | null, nl_NL: string | null }, parts: Array<{ type: string, name: string, version: string | null }>, linkedProducts: Array<{ id: string, packageCode: string, packageType: PackageType, status: ProductStatus, showPreCheck: boolean, icon: string | null, name: { en_US: string | null, nl_NL: string | null }, subTitle: { en_US: string | null, nl_NL: string | null }, purchasePriceNL: { customerPrice: number, customerPriceFormatted: string, customerCurrency: string } | null, uniqueSellingPropositions: Array<{ icon: string | null, hasRibbon: boolean, text: { en_US: string | null, nl_NL: string | null } }> }>, name: { en_US: string | null, nl_NL: string | null }, subTitle: { en_US: string | null, nl_NL: string | null }, purchasePriceNL: { customerPrice: number, customerPriceFormatted: string, customerCurrency: string } | null, uniqueSellingPropositions: Array<{ icon: string | null, hasRibbon: boolean, text: { en_US: string | null, nl_NL: string | null } }> } | null };

export type SnapshotCardFieldsFragment = { id: string, name: string, company: string, description: string | null, status: SnapshotStatus, totalHealthPassports: number | null };

export type SnapshotFieldsFragment = { id: string, name: string, company: string, description: string | null, status: SnapshotStatus, customerType: CustomerType, expiryDate: string | null, minSummaryPassports: number, stepSummaryPassports: number, totalHealthPassports: number | null, computedDate: string | null, notComputedReason: string | null, logoURI: { en_US: string | null, nl_NL: string | null }, managers: Array<{ user: { id: string, serviceNumber: string, name: string, email: string }, pdfURI: { en_US: string | null, nl_NL: string | null } }> };

export type SearchSnapshotsQueryVariables = Exact<{
  query?: SnapshotQuery | null | undefined;
}>;


export type SearchSnapshotsQuery = { searchSnapshots: { hasNext: boolean, hasPrevious: boolean, pageNumber: number, pageSize: number, totalElements: number, totalPages: number, content: Array<{ id: string, name: string, company: string, description: string | null, status: SnapshotStatus, totalHealthPassports: number | null }> } };

export type SnapshotsNotReadyQueryVariables = Exact<{ [key: string]: never; }>;


export type SnapshotsNotReadyQuery = { snapshotsNotReady: Array<{ id: string, name: string, company: string }> };

export type SnapshotDetailQueryVariables = Exact<{
  snapshotID: string | number;
}>;


export type SnapshotDetailQuery = { snapshot: { id: string, name: string, company: string, description: string | null, status: SnapshotStatus, customerType: CustomerType, expiryDate: string | null, minSummaryPassports: number, stepSummaryPassports: number, totalHealthPassports: number | null, computedDate: string | null, notComputedReason: string | null, logoURI: { en_US: string | null, nl_NL: string | null }, managers: Array<{ user: { id: string, serviceNumber: string, name: string, email: string }, pdfURI: { en_US: string | null, nl_NL: string | null } }> } };

export type SnapshotSystemsQueryVariables = Exact<{
  snapshotID: string | number;
}>;


export type SnapshotSystemsQuery = { snapshotSystems: Array<{ title: string, description: string, iconURI: string, categories: Array<{ type: SnapshotCategoryType, title: string, description: string, iconURI: string, tiles: Array<{ subjects: Array<{ resultId: string, title: string, subTitle: string, iconURI: string, measuredCount: number | null, averages: Array<{ color: SnapshotColor, percentage: number | null, percentageLabel: string, description: string, details: string }> }> }> }> }> };

export type SnapshotCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type SnapshotCompaniesQuery = { companies: Array<{ id: string, name: string, customerType: CustomerType, packageCode: string | null, memberCount: number }> };

export type CreateSnapshotMutationVariables = Exact<{
  name: string;
  customerType: CustomerType;
  company: string;
}>;


export type CreateSnapshotMutation = { createSnapshot: { id: string, name: string, company: string, description: string | null, status: SnapshotStatus, customerType: CustomerType, expiryDate: string | null, minSummaryPassports: number, stepSummaryPassports: number, totalHealthPassports: number | null, computedDate: string | null, notComputedReason: string | null, logoURI: { en_US: string | null, nl_NL: string | null }, managers: Array<{ user: { id: string, serviceNumber: string, name: string, email: string }, pdfURI: { en_US: string | null, nl_NL: string | null } }> } };

export type UpdateSnapshotMutationVariables = Exact<{
  id: string | number;
  input: SnapshotInput;
}>;


export type UpdateSnapshotMutation = { updateSnapshot: { id: string, name: string, company: string, description: string | null, status: SnapshotStatus, customerType: CustomerType, expiryDate: string | null, minSummaryPassports: number, stepSummaryPassports: number, totalHealthPassports: number | null, computedDate: string | null, notComputedReason: string | null, logoURI: { en_US: string | null, nl_NL: string | null }, managers: Array<{ user: { id: string, serviceNumber: string, name: string, email: string }, pdfURI: { en_US: string | null, nl_NL: string | null } }> } };

export type RecomputeSnapshotMutationVariables = Exact<{
  id: string | number;
}>;


export type RecomputeSnapshotMutation = { recomputeSnapshot: { id: string, name: string, company: string, description: string | null, status: SnapshotStatus, customerType: CustomerType, expiryDate: string | null, minSummaryPassports: number, stepSummaryPassports: number, totalHealthPassports: number | null, computedDate: string | null, notComputedReason: string | null, logoURI: { en_US: string | null, nl_NL: string | null }, managers: Array<{ user: { id: string, serviceNumber: string, name: string, email: string }, pdfURI: { en_US: string | null, nl_NL: string | null } }> } };

export type InviteManagerMutationVariables = Exact<{
  id: string | number;
  manager: ManagerInput;
}>;


export type InviteManagerMutation = { inviteManager: { id: string, name: string, company: string, description: string | null, status: SnapshotStatus, customerType: CustomerType, expiryDate: string | null, minSummaryPassports: number, stepSummaryPassports: number, totalHealthPassports: number | null, computedDate: string | null, notComputedReason: string | null, logoURI: { en_US: string | null, nl_NL: string | null }, managers: Array<{ user: { id: string, serviceNumber: string, name: string, email: string }, pdfURI: { en_US: string | null, nl_NL: string | null } }> } };

export type RevokeManagerMutationVariables = Exact<{
  id: string | number;
  managerASN: string;
}>;


export type RevokeManagerMutation = { revokeManager: { id: string, name: string, company: string, description: string | null, status: SnapshotStatus, customerType: CustomerType, expiryDate: string | null, minSummaryPassports: number, stepSummaryPassports: number, totalHealthPassports: number | null, computedDate: string | null, notComputedReason: string | null, logoURI: { en_US: string | null, nl_NL: string | null }, managers: Array<{ user: { id: string, serviceNumber: string, name: string, email: string }, pdfURI: { en_US: string | null, nl_NL: string | null } }> } };

export type CompanyMembersQueryVariables = Exact<{
  company: string;
  pageNumber?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CompanyMembersQuery = { companyMembers: { pageNumber: number, pageSize: number, totalElements: number, totalPages: number, content: Array<{ serviceNumber: string, name: string, email: string, source: string, addedDate: string }> } };

export type CreateCompanyMutationVariables = Exact<{
  name: string;
  customerType: CustomerType;
  packageCode?: string | null | undefined;
}>;


export type CreateCompanyMutation = { createCompany: { id: string, name: string } };

export type AddCompanyMemberMutationVariables = Exact<{
  company: string;
  serviceNumber: string;
}>;


export type AddCompanyMemberMutation = { addCompanyMember: { id: string, memberCount: number } };

export type RemoveCompanyMemberMutationVariables = Exact<{
  company: string;
  serviceNumber: string;
}>;


export type RemoveCompanyMemberMutation = { removeCompanyMember: { id: string, memberCount: number } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, serviceNumber: string, name: string, createdDate: string, address: { streetAddress: string | null, locality: string | null, postalCode: string | null, country: string | null, region: string | null } | null, disabledEmails: Array<{ type: EmailType, date: string }>, identityInformation: { birthDate: string | null, givenName: string, familyName: string, middleName: string | null, email: string, phoneNumber: string | null, gender: Gender | null, locale: string, status: Array<string>, groups: Array<Role>, packageCode: string | null, customCompanyName: string | null, mfaEnabled: boolean, customerClass: { type: string | null, company: string | null } | null } } };

export type UpdateMyLocaleMutationVariables = Exact<{
  input: UpdateMeInput;
}>;


export type UpdateMyLocaleMutation = { updateMe: { id: string, identityInformation: { locale: string } } };

export type ManagedCompanyCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagedCompanyCountQuery = { me: { id: string, managedCompanyCount: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CartPriceFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartPriceFields on CartPrice {
  price
  customerPriceFormatted
  currency
  vatIncluded
  vatPercentage
  vat
}
    `, {"fragmentName":"CartPriceFields"}) as unknown as TypedDocumentString<CartPriceFieldsFragment, unknown>;
export const CartSummaryFragmentDoc = new TypedDocumentString(`
    fragment CartSummary on Cart {
  id
  checkedOut
  product {
    id
    packageCode
    packageType
    name {
      en_US
      nl_NL
    }
  }
  purchasePrice {
    ...CartPriceFields
  }
  totalPurchasePrice {
    ...CartPriceFields
  }
  couponResult {
    code
    amount
    percentage
  }
}
    fragment CartPriceFields on CartPrice {
  price
  customerPriceFormatted
  currency
  vatIncluded
  vatPercentage
  vat
}`, {"fragmentName":"CartSummary"}) as unknown as TypedDocumentString<CartSummaryFragment, unknown>;
export const DocumentFieldsFragmentDoc = new TypedDocumentString(`
    fragment DocumentFields on Document {
  id
  name
  type
  date
  url
  fileName
}
    `, {"fragmentName":"DocumentFields"}) as unknown as TypedDocumentString<DocumentFieldsFragment, unknown>;
export const DataExportFieldsFragmentDoc = new TypedDocumentString(`
    fragment DataExportFields on DataExport {
  status
  requestedAt
  readyAt
  expiresAt
  sizeBytes
  url
  urlExpiresAt
}
    `, {"fragmentName":"DataExportFields"}) as unknown as TypedDocumentString<DataExportFieldsFragment, unknown>;
export const ShareFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShareFields on Share {
  name
  email
  phoneNumber
  serviceNumber
  status
  expiryDate
  createdDate
  activatedDate
}
    `, {"fragmentName":"ShareFields"}) as unknown as TypedDocumentString<ShareFieldsFragment, unknown>;
export const HealthDataReadFieldsFragmentDoc = new TypedDocumentString(`
    fragment HealthDataReadFields on HealthDataRead {
  id
  healthPassportId
  viewerId
  viewerName
  viewerRoles
  what
  detail
  viewedAt
}
    `, {"fragmentName":"HealthDataReadFields"}) as unknown as TypedDocumentString<HealthDataReadFieldsFragment, unknown>;
export const ShopProductCardFragmentDoc = new TypedDocumentString(`
    fragment ShopProductCard on Product {
  id
  packageCode
  packageType
  status
  showPreCheck
  icon
  name {
    en_US
    nl_NL
  }
  subTitle {
    en_US
    nl_NL
  }
  purchasePriceNL {
    customerPrice
    customerPriceFormatted
    customerCurrency
  }
  uniqueSellingPropositions {
    icon
    hasRibbon
    text {
      en_US
      nl_NL
    }
  }
}
    `, {"fragmentName":"ShopProductCard"}) as unknown as TypedDocumentString<ShopProductCardFragment, unknown>;
export const SnapshotCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment SnapshotCardFields on Snapshot {
  id
  name
  company
  description
  status
  totalHealthPassports
}
    `, {"fragmentName":"SnapshotCardFields"}) as unknown as TypedDocumentString<SnapshotCardFieldsFragment, unknown>;
export const SnapshotFieldsFragmentDoc = new TypedDocumentString(`
    fragment SnapshotFields on Snapshot {
  id
  name
  company
  description
  status
  customerType
  expiryDate
  logoURI {
    en_US
    nl_NL
  }
  minSummaryPassports
  stepSummaryPassports
  managers {
    user {
      id
      serviceNumber
      name
      email
    }
    pdfURI {
      en_US
      nl_NL
    }
  }
  totalHealthPassports
  computedDate
  notComputedReason
}
    `, {"fragmentName":"SnapshotFields"}) as unknown as TypedDocumentString<SnapshotFieldsFragment, unknown>;
export const AppInfoDocument = new TypedDocumentString(`
    query AppInfo {
  appInfo {
    version
    mode
    maintenance
    nativeAppOrigins
  }
}
    `) as unknown as TypedDocumentString<AppInfoQuery, AppInfoQueryVariables>;
export const AppointmentLocationsDocument = new TypedDocumentString(`
    query AppointmentLocations($packageCode: String!) {
  appointmentLocations(packageCode: $packageCode) {
    code
    name
    address
    schedulingUrl
  }
}
    `) as unknown as TypedDocumentString<AppointmentLocationsQuery, AppointmentLocationsQueryVariables>;
export const AppointmentExpertsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<AppointmentExpertsQuery, AppointmentExpertsQueryVariables>;
export const AvailableSlotsDocument = new TypedDocumentString(`
    query AvailableSlots($resource: String!, $kind: BookingKind!, $from: DateTime!, $to: DateTime!) {
  availableSlots(resource: $resource, kind: $kind, from: $from, to: $to) {
    startsAt
    endsAt
  }
}
    `) as unknown as TypedDocumentString<AvailableSlotsQuery, AvailableSlotsQueryVariables>;
export const BookAppointmentDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<BookAppointmentMutation, BookAppointmentMutationVariables>;
export const MyBookingsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<MyBookingsQuery, MyBookingsQueryVariables>;
export const CancelBookingDocument = new TypedDocumentString(`
    mutation CancelBooking($bookingId: String!) {
  cancelBooking(bookingId: $bookingId) {
    id
    bookingId
    status
  }
}
    `) as unknown as TypedDocumentString<CancelBookingMutation, CancelBookingMutationVariables>;
export const RescheduleBookingDocument = new TypedDocumentString(`
    mutation RescheduleBooking($bookingId: String!, $startsAt: DateTime!) {
  rescheduleBooking(bookingId: $bookingId, startsAt: $startsAt) {
    id
    bookingId
    startsAt
    endsAt
    status
  }
}
    `) as unknown as TypedDocumentString<RescheduleBookingMutation, RescheduleBookingMutationVariables>;
export const RecordAppointmentBookedDocument = new TypedDocumentString(`
    mutation RecordAppointmentBooked($input: UpdateMeInput!) {
  updateMe(input: $input) {
    id
    identityInformation {
      status
      termsAccepted
    }
  }
}
    `) as unknown as TypedDocumentString<RecordAppointmentBookedMutation, RecordAppointmentBookedMutationVariables>;
export const InsightActionProductDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<InsightActionProductQuery, InsightActionProductQueryVariables>;
export const CartByIdDocument = new TypedDocumentString(`
    query CartById($id: ID!) {
  cart(id: $id) {
    ...CartSummary
  }
}
    fragment CartPriceFields on CartPrice {
  price
  customerPriceFormatted
  currency
  vatIncluded
  vatPercentage
  vat
}
fragment CartSummary on Cart {
  id
  checkedOut
  product {
    id
    packageCode
    packageType
    name {
      en_US
      nl_NL
    }
  }
  purchasePrice {
    ...CartPriceFields
  }
  totalPurchasePrice {
    ...CartPriceFields
  }
  couponResult {
    code
    amount
    percentage
  }
}`) as unknown as TypedDocumentString<CartByIdQuery, CartByIdQueryVariables>;
export const CartRemoveProductDocument = new TypedDocumentString(`
    mutation CartRemoveProduct($id: ID!, $input: CartInput!) {
  removeFromCart(id: $id, input: $input) {
    ...CartSummary
  }
}
    fragment CartPriceFields on CartPrice {
  price
  customerPriceFormatted
  currency
  vatIncluded
  vatPercentage
  vat
}
fragment CartSummary on Cart {
  id
  checkedOut
  product {
    id
    packageCode
    packageType
    name {
      en_US
      nl_NL
    }
  }
  purchasePrice {
    ...CartPriceFields
  }
  totalPurchasePrice {
    ...CartPriceFields
  }
  couponResult {
    code
    amount
    percentage
  }
}`) as unknown as TypedDocumentString<CartRemoveProductMutation, CartRemoveProductMutationVariables>;
export const CartApplyCouponDocument = new TypedDocumentString(`
    mutation CartApplyCoupon($cartId: ID!, $couponCode: String!) {
  applyCouponToCart(cartId: $cartId, couponCode: $couponCode) {
    ...CartSummary
  }
}
    fragment CartPriceFields on CartPrice {
  price
  customerPriceFormatted
  currency
  vatIncluded
  vatPercentage
  vat
}
fragment CartSummary on Cart {
  id
  checkedOut
  product {
    id
    packageCode
    packageType
    name {
      en_US
      nl_NL
    }
  }
  purchasePrice {
    ...CartPriceFields
  }
  totalPurchasePrice {
    ...CartPriceFields
  }
  couponResult {
    code
    amount
    percentage
  }
}`) as unknown as TypedDocumentString<CartApplyCouponMutation, CartApplyCouponMutationVariables>;
export const CheckoutCreateOrderDocument = new TypedDocumentString(`
    mutation CheckoutCreateOrder($cartId: ID!, $userInput: OrderUserInput!, $returnUrl: String!) {
  createOrderByCart(cartId: $cartId, userInput: $userInput, returnUrl: $returnUrl) {
    id
    status
    adyenPaymentLinkUrl
  }
}
    `) as unknown as TypedDocumentString<CheckoutCreateOrderMutation, CheckoutCreateOrderMutationVariables>;
export const CheckoutPaymentLinkDocument = new TypedDocumentString(`
    mutation CheckoutPaymentLink($orderId: ID!, $returnUrl: String!) {
  createAdyenPaymentLink(orderId: $orderId, returnUrl: $returnUrl)
}
    `) as unknown as TypedDocumentString<CheckoutPaymentLinkMutation, CheckoutPaymentLinkMutationVariables>;
export const CompletedOrderDocument = new TypedDocumentString(`
    query CompletedOrder($id: ID!) {
  order(id: $id) {
    id
    status
    adyenPaymentLinkUrl
    product {
      id
      packageCode
      name {
        en_US
        nl_NL
      }
    }
    totalPurchasePrice {
      ...CartPriceFields
    }
  }
}
    fragment CartPriceFields on CartPrice {
  price
  customerPriceFormatted
  currency
  vatIncluded
  vatPercentage
  vat
}`) as unknown as TypedDocumentString<CompletedOrderQuery, CompletedOrderQueryVariables>;
export const ConsentProductDocument = new TypedDocumentString(`
    query ConsentProduct($packageCode: String!) {
  productByPackageCode(packageCode: $packageCode) {
    id
    requestedPermissions {
      id
      type
      isActivated
      isRequired
      title {
        en_US
        nl_NL
      }
      description {
        en_US
        nl_NL
      }
      url {
        en_US
        nl_NL
      }
      activatedAt
      deactivatedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsentProductQuery, ConsentProductQueryVariables>;
export const MyGrantedPermissionsDocument = new TypedDocumentString(`
    query MyGrantedPermissions {
  me {
    id
    grantedPermissions {
      type
      grantedAt
      healthPassport {
        id
      }
      requestedPermission {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyGrantedPermissionsQuery, MyGrantedPermissionsQueryVariables>;
export const GrantPermissionsDocument = new TypedDocumentString(`
    mutation GrantPermissions($healthPassportId: ID!, $requestedPermissionIds: [ID!]!, $zonedDateTimeString: String!) {
  grantPermissions(
    healthPassportId: $healthPassportId
    requestedPermissionIds: $requestedPermissionIds
    zonedDateTimeString: $zonedDateTimeString
  ) {
    type
    grantedAt
    healthPassport {
      id
    }
    requestedPermission {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GrantPermissionsMutation, GrantPermissionsMutationVariables>;
export const MyDocumentsDocument = new TypedDocumentString(`
    query MyDocuments {
  myDocuments {
    ...DocumentFields
  }
}
    fragment DocumentFields on Document {
  id
  name
  type
  date
  url
  fileName
}`) as unknown as TypedDocumentString<MyDocumentsQuery, MyDocumentsQueryVariables>;
export const PersonDocumentsDocument = new TypedDocumentString(`
    query PersonDocuments($userASN: String!) {
  documents(userASN: $userASN) {
    ...DocumentFields
  }
}
    fragment DocumentFields on Document {
  id
  name
  type
  date
  url
  fileName
}`) as unknown as TypedDocumentString<PersonDocumentsQuery, PersonDocumentsQueryVariables>;
export const ActivateShareDocument = new TypedDocumentString(`
    mutation ActivateShare($sharerServiceNumber: String!) {
  activateShare(sharerServiceNumber: $sharerServiceNumber) {
    id
    healthPassportIds
  }
}
    `) as unknown as TypedDocumentString<ActivateShareMutation, ActivateShareMutationVariables>;
export const MyOnboardingChaptersDocument = new TypedDocumentString(`
    query MyOnboardingChapters {
  myOnboardingChapters {
    id
    completed
    enabled
    healthPassportId
    localizedProductName
    localizedPurchasePrice
    packageCode
    publishedDate
    type
    steps {
      type
      completed
      enabled
      phoneNumber
    }
  }
}
    `) as unknown as TypedDocumentString<MyOnboardingChaptersQuery, MyOnboardingChaptersQueryVariables>;
export const UnlockExpertSessionDocument = new TypedDocumentString(`
    mutation UnlockExpertSession($healthPassportId: ID!) {
  unlockExpertSession(healthPassportId: $healthPassportId) {
    id
  }
}
    `) as unknown as TypedDocumentString<UnlockExpertSessionMutation, UnlockExpertSessionMutationVariables>;
export const UnlockSpecialistConsultationDocument = new TypedDocumentString(`
    mutation UnlockSpecialistConsultation($healthPassportId: ID!) {
  unlockSpecialistConsultation(healthPassportId: $healthPassportId) {
    id
  }
}
    `) as unknown as TypedDocumentString<UnlockSpecialistConsultationMutation, UnlockSpecialistConsultationMutationVariables>;
export const UnlockHealthPassportDocument = new TypedDocumentString(`
    mutation UnlockHealthPassport($healthPassportId: ID!) {
  unlockHealthPassport(healthPassportId: $healthPassportId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<UnlockHealthPassportMutation, UnlockHealthPassportMutationVariables>;
export const HealthPassportHasProgramDocument = new TypedDocumentString(`
    query HealthPassportHasProgram($healthPassportId: ID!) {
  healthPassportHasProgram(healthPassportId: $healthPassportId)
}
    `) as unknown as TypedDocumentString<HealthPassportHasProgramQuery, HealthPassportHasProgramQueryVariables>;
export const MyConsentHistoryDocument = new TypedDocumentString(`
    query MyConsentHistory {
  myConsentHistory {
    id
    action
    type
    version
    title {
      en_US
      nl_NL
    }
    url {
      en_US
      nl_NL
    }
    isRequired
    withdrawable
    occurredAt
    recordedByOther
    healthPassport {
      id
      displayName
      localizedProductName
      createdDate
    }
    requestedPermission {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MyConsentHistoryQuery, MyConsentHistoryQueryVariables>;
export const WithdrawPermissionDocument = new TypedDocumentString(`
    mutation WithdrawPermission($healthPassportId: ID!, $requestedPermissionId: ID!) {
  withdrawPermission(
    healthPassportId: $healthPassportId
    requestedPermissionId: $requestedPermissionId
  )
}
    `) as unknown as TypedDocumentString<WithdrawPermissionMutation, WithdrawPermissionMutationVariables>;
export const MyHealthDataViewsDocument = new TypedDocumentString(`
    query MyHealthDataViews($viewerId: ID, $what: HealthDataKind) {
  myHealthDataViews(viewerId: $viewerId, what: $what) {
    ...HealthDataReadFields
  }
}
    fragment HealthDataReadFields on HealthDataRead {
  id
  healthPassportId
  viewerId
  viewerName
  viewerRoles
  what
  detail
  viewedAt
}`) as unknown as TypedDocumentString<MyHealthDataViewsQuery, MyHealthDataViewsQueryVariables>;
export const MyDataExportDocument = new TypedDocumentString(`
    query MyDataExport {
  myDataExport {
    ...DataExportFields
  }
}
    fragment DataExportFields on DataExport {
  status
  requestedAt
  readyAt
  expiresAt
  sizeBytes
  url
  urlExpiresAt
}`) as unknown as TypedDocumentString<MyDataExportQuery, MyDataExportQueryVariables>;
export const RequestMyDataExportDocument = new TypedDocumentString(`
    mutation RequestMyDataExport {
  requestMyDataExport {
    ...DataExportFields
  }
}
    fragment DataExportFields on DataExport {
  status
  requestedAt
  readyAt
  expiresAt
  sizeBytes
  url
  urlExpiresAt
}`) as unknown as TypedDocumentString<RequestMyDataExportMutation, RequestMyDataExportMutationVariables>;
export const MyAccountErasureDocument = new TypedDocumentString(`
    query MyAccountErasure {
  myAccountErasure {
    status
    requestedAt
    eraseAfter
    cancelledAt
    cancelledBy
  }
}
    `) as unknown as TypedDocumentString<MyAccountErasureQuery, MyAccountErasureQueryVariables>;
export const RequestAccountErasureDocument = new TypedDocumentString(`
    mutation RequestAccountErasure($password: String!, $totpCode: String) {
  requestAccountErasure(password: $password, totpCode: $totpCode) {
    status
    requestedAt
    eraseAfter
    cancelledAt
    cancelledBy
  }
}
    `) as unknown as TypedDocumentString<RequestAccountErasureMutation, RequestAccountErasureMutationVariables>;
export const CancelAccountErasureDocument = new TypedDocumentString(`
    mutation CancelAccountErasure {
  cancelAccountErasure {
    status
    requestedAt
    eraseAfter
    cancelledAt
    cancelledBy
  }
}
    `) as unknown as TypedDocumentString<CancelAccountErasureMutation, CancelAccountErasureMutationVariables>;
export const EnableEmailDocument = new TypedDocumentString(`
    mutation EnableEmail($type: EmailType!) {
  enableEmail(type: $type)
}
    `) as unknown as TypedDocumentString<EnableEmailMutation, EnableEmailMutationVariables>;
export const DisableEmailDocument = new TypedDocumentString(`
    mutation DisableEmail($type: EmailType!) {
  disableEmail(type: $type)
}
    `) as unknown as TypedDocumentString<DisableEmailMutation, DisableEmailMutationVariables>;
export const RequestContactChangeDocument = new TypedDocumentString(`
    mutation RequestContactChange($input: ContactChangeInput!) {
  requestContactChange(input: $input) {
    kind
    destination
    pending
  }
}
    `) as unknown as TypedDocumentString<RequestContactChangeMutation, RequestContactChangeMutationVariables>;
export const ConfirmContactChangeDocument = new TypedDocumentString(`
    mutation ConfirmContactChange($kind: ContactKind!, $code: String!) {
  confirmContactChange(kind: $kind, code: $code) {
    id
    identityInformation {
      email
      phoneNumber
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmContactChangeMutation, ConfirmContactChangeMutationVariables>;
export const RemeasurementPassportsDocument = new TypedDocumentString(`
    query RemeasurementPassports {
  healthPassports {
    id
    status
    createdDate
    remeasurementAvailableFrom
  }
}
    `) as unknown as TypedDocumentString<RemeasurementPassportsQuery, RemeasurementPassportsQueryVariables>;
export const RedeemRemeasurementDocument = new TypedDocumentString(`
    mutation RedeemRemeasurement($healthPassportId: ID!, $address: RemeasurementAddressInput!) {
  redeemRemeasurement(healthPassportId: $healthPassportId, address: $address) {
    id
    status
    product {
      packageCode
    }
    healthPassport {
      id
      packageCode
      status
      remeasurementType
    }
  }
}
    `) as unknown as TypedDocumentString<RedeemRemeasurementMutation, RedeemRemeasurementMutationVariables>;
export const RemeasurementOfferDocument = new TypedDocumentString(`
    query RemeasurementOffer($packageCode: String!) {
  myEntitlements {
    id
    type
    redeemedDate
  }
  productByPackageCode(packageCode: $packageCode) {
    id
    purchasePriceNL {
      customerPrice
      customerCurrency
    }
  }
}
    `) as unknown as TypedDocumentString<RemeasurementOfferQuery, RemeasurementOfferQueryVariables>;
export const BuyRemeasurementDocument = new TypedDocumentString(`
    mutation BuyRemeasurement($productId: ID!, $shopCountryCode: String!, $userInput: OrderUserInput!, $returnUrl: String!, $healthPassportId: ID!) {
  createOrder(
    productId: $productId
    shopCountryCode: $shopCountryCode
    userInput: $userInput
    returnUrl: $returnUrl
    healthPassportId: $healthPassportId
  ) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<BuyRemeasurementMutation, BuyRemeasurementMutationVariables>;
export const MyScansDataDocument = new TypedDocumentString(`
    query MyScansData($healthPassportId: ID!) {
  myScansData(healthPassportId: $healthPassportId) {
    id
    data {
      key
      value
    }
    media {
      key
      kind
      url
    }
  }
}
    `) as unknown as TypedDocumentString<MyScansDataQuery, MyScansDataQueryVariables>;
export const SharedHealthPassportsDocument = new TypedDocumentString(`
    query SharedHealthPassports {
  healthPassports {
    id
    status
    displayName
    localizedProductName
    createdDate
    shares {
      ...ShareFields
    }
  }
}
    fragment ShareFields on Share {
  name
  email
  phoneNumber
  serviceNumber
  status
  expiryDate
  createdDate
  activatedDate
}`) as unknown as TypedDocumentString<SharedHealthPassportsQuery, SharedHealthPassportsQueryVariables>;
export const HealthPassportViewsDocument = new TypedDocumentString(`
    query HealthPassportViews($healthPassportId: ID!) {
  healthPassportViews(healthPassportId: $healthPassportId) {
    ...HealthDataReadFields
  }
}
    fragment HealthDataReadFields on HealthDataRead {
  id
  healthPassportId
  viewerId
  viewerName
  viewerRoles
  what
  detail
  viewedAt
}`) as unknown as TypedDocumentString<HealthPassportViewsQuery, HealthPassportViewsQueryVariables>;
export const ShareHealthPassportDocument = new TypedDocumentString(`
    mutation ShareHealthPassport($healthPassportId: ID!, $expiryDate: Date, $recipient: ShareRecipientInput!) {
  shareHealthPassport(
    healthPassportId: $healthPassportId
    expiryDate: $expiryDate
    recipient: $recipient
  ) {
    id
    shares {
      ...ShareFields
    }
  }
}
    fragment ShareFields on Share {
  name
  email
  phoneNumber
  serviceNumber
  status
  expiryDate
  createdDate
  activatedDate
}`) as unknown as TypedDocumentString<ShareHealthPassportMutation, ShareHealthPassportMutationVariables>;
export const RevokeShareDocument = new TypedDocumentString(`
    mutation RevokeShare($healthPassportId: ID!, $recipientServiceNumber: String!) {
  revokeShare(
    healthPassportId: $healthPassportId
    recipientServiceNumber: $recipientServiceNumber
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<RevokeShareMutation, RevokeShareMutationVariables>;
export const ShopCatalogueDocument = new TypedDocumentString(`
    query ShopCatalogue($shopCountryCode: String!, $query: ProductQuery) {
  searchProducts(shopCountryCode: $shopCountryCode, query: $query) {
    content {
      ...ShopProductCard
    }
    totalElements
    hasNext
  }
}
    fragment ShopProductCard on Product {
  id
  packageCode
  packageType
  status
  showPreCheck
  icon
  name {
    en_US
    nl_NL
  }
  subTitle {
    en_US
    nl_NL
  }
  purchasePriceNL {
    customerPrice
    customerPriceFormatted
    customerCurrency
  }
  uniqueSellingPropositions {
    icon
    hasRibbon
    text {
      en_US
      nl_NL
    }
  }
}`) as unknown as TypedDocumentString<ShopCatalogueQuery, ShopCatalogueQueryVariables>;
export const ShopCreateCartDocument = new TypedDocumentString(`
    mutation ShopCreateCart {
  createCart {
    id
  }
}
    `) as unknown as TypedDocumentString<ShopCreateCartMutation, ShopCreateCartMutationVariables>;
export const ShopPutInCartDocument = new TypedDocumentString(`
    mutation ShopPutInCart($id: ID!, $input: CartInput!) {
  updateCart(id: $id, input: $input) {
    id
    purchasePrice {
      price
      currency
    }
  }
}
    `) as unknown as TypedDocumentString<ShopPutInCartMutation, ShopPutInCartMutationVariables>;
export const ShopProductDocument = new TypedDocumentString(`
    query ShopProduct($packageCode: String!) {
  productByPackageCode(packageCode: $packageCode) {
    ...ShopProductCard
    description {
      en_US
      nl_NL
    }
    parts {
      type
      name
      version
    }
    linkedProducts {
      ...ShopProductCard
    }
  }
}
    fragment ShopProductCard on Product {
  id
  packageCode
  packageType
  status
  showPreCheck
  icon
  name {
    en_US
    nl_NL
  }
  subTitle {
    en_US
    nl_NL
  }
  purchasePriceNL {
    customerPrice
    customerPriceFormatted
    customerCurrency
  }
  uniqueSellingPropositions {
    icon
    hasRibbon
    text {
      en_US
      nl_NL
    }
  }
}`) as unknown as TypedDocumentString<ShopProductQuery, ShopProductQueryVariables>;
export const SearchSnapshotsDocument = new TypedDocumentString(`
    query SearchSnapshots($query: SnapshotQuery) {
  searchSnapshots(query: $query) {
    content {
      ...SnapshotCardFields
    }
    hasNext
    hasPrevious
    pageNumber
    pageSize
    totalElements
    totalPages
  }
}
    fragment SnapshotCardFields on Snapshot {
  id
  name
  company
  description
  status
  totalHealthPassports
}`) as unknown as TypedDocumentString<SearchSnapshotsQuery, SearchSnapshotsQueryVariables>;
export const SnapshotsNotReadyDocument = new TypedDocumentString(`
    query SnapshotsNotReady {
  snapshotsNotReady {
    id
    name
    company
  }
}
    `) as unknown as TypedDocumentString<SnapshotsNotReadyQuery, SnapshotsNotReadyQueryVariables>;
export const SnapshotDetailDocument = new TypedDocumentString(`
    query SnapshotDetail($snapshotID: ID!) {
  snapshot(snapshotID: $snapshotID) {
    ...SnapshotFields
  }
}
    fragment SnapshotFields on Snapshot {
  id
  name
  company
  description
  status
  customerType
  expiryDate
  logoURI {
    en_US
    nl_NL
  }
  minSummaryPassports
  stepSummaryPassports
  managers {
    user {
      id
      serviceNumber
      name
      email
    }
    pdfURI {
      en_US
      nl_NL
    }
  }
  totalHealthPassports
  computedDate
  notComputedReason
}`) as unknown as TypedDocumentString<SnapshotDetailQuery, SnapshotDetailQueryVariables>;
export const SnapshotSystemsDocument = new TypedDocumentString(`
    query SnapshotSystems($snapshotID: ID!) {
  snapshotSystems(snapshotID: $snapshotID) {
    title
    description
    iconURI
    categories {
      type
      title
      description
      iconURI
      tiles {
        subjects {
          resultId
          title
          subTitle
          iconURI
          measuredCount
          averages {
            color
            percentage
            percentageLabel
            description
            details
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SnapshotSystemsQuery, SnapshotSystemsQueryVariables>;
export const SnapshotCompaniesDocument = new TypedDocumentString(`
    query SnapshotCompanies {
  companies {
    id
    name
    customerType
    packageCode
    memberCount
  }
}
    `) as unknown as TypedDocumentString<SnapshotCompaniesQuery, SnapshotCompaniesQueryVariables>;
export const CreateSnapshotDocument = new TypedDocumentString(`
    mutation CreateSnapshot($name: String!, $customerType: CustomerType!, $company: String!) {
  createSnapshot(name: $name, customerType: $customerType, company: $company) {
    ...SnapshotFields
  }
}
    fragment SnapshotFields on Snapshot {
  id
  name
  company
  description
  status
  customerType
  expiryDate
  logoURI {
    en_US
    nl_NL
  }
  minSummaryPassports
  stepSummaryPassports
  managers {
    user {
      id
      serviceNumber
      name
      email
    }
    pdfURI {
      en_US
      nl_NL
    }
  }
  totalHealthPassports
  computedDate
  notComputedReason
}`) as unknown as TypedDocumentString<CreateSnapshotMutation, CreateSnapshotMutationVariables>;
export const UpdateSnapshotDocument = new TypedDocumentString(`
    mutation UpdateSnapshot($id: ID!, $input: SnapshotInput!) {
  updateSnapshot(id: $id, input: $input) {
    ...SnapshotFields
  }
}
    fragment SnapshotFields on Snapshot {
  id
  name
  company
  description
  status
  customerType
  expiryDate
  logoURI {
    en_US
    nl_NL
  }
  minSummaryPassports
  stepSummaryPassports
  managers {
    user {
      id
      serviceNumber
      name
      email
    }
    pdfURI {
      en_US
      nl_NL
    }
  }
  totalHealthPassports
  computedDate
  notComputedReason
}`) as unknown as TypedDocumentString<UpdateSnapshotMutation, UpdateSnapshotMutationVariables>;
export const RecomputeSnapshotDocument = new TypedDocumentString(`
    mutation RecomputeSnapshot($id: ID!) {
  recomputeSnapshot(id: $id) {
    ...SnapshotFields
  }
}
    fragment SnapshotFields on Snapshot {
  id
  name
  company
  description
  status
  customerType
  expiryDate
  logoURI {
    en_US
    nl_NL
  }
  minSummaryPassports
  stepSummaryPassports
  managers {
    user {
      id
      serviceNumber
      name
      email
    }
    pdfURI {
      en_US
      nl_NL
    }
  }
  totalHealthPassports
  computedDate
  notComputedReason
}`) as unknown as TypedDocumentString<RecomputeSnapshotMutation, RecomputeSnapshotMutationVariables>;
export const InviteManagerDocument = new TypedDocumentString(`
    mutation InviteManager($id: ID!, $manager: ManagerInput!) {
  inviteManager(id: $id, manager: $manager) {
    ...SnapshotFields
  }
}
    fragment SnapshotFields on Snapshot {
  id
  name
  company
  description
  status
  customerType
  expiryDate
  logoURI {
    en_US
    nl_NL
  }
  minSummaryPassports
  stepSummaryPassports
  managers {
    user {
      id
      serviceNumber
      name
      email
    }
    pdfURI {
      en_US
      nl_NL
    }
  }
  totalHealthPassports
  computedDate
  notComputedReason
}`) as unknown as TypedDocumentString<InviteManagerMutation, InviteManagerMutationVariables>;
export const RevokeManagerDocument = new TypedDocumentString(`
    mutation RevokeManager($id: ID!, $managerASN: String!) {
  revokeManager(id: $id, managerASN: $managerASN) {
    ...SnapshotFields
  }
}
    fragment SnapshotFields on Snapshot {
  id
  name
  company
  description
  status
  customerType
  expiryDate
  logoURI {
    en_US
    nl_NL
  }
  minSummaryPassports
  stepSummaryPassports
  managers {
    user {
      id
      serviceNumber
      name
      email
    }
    pdfURI {
      en_US
      nl_NL
    }
  }
  totalHealthPassports
  computedDate
  notComputedReason
}`) as unknown as TypedDocumentString<RevokeManagerMutation, RevokeManagerMutationVariables>;
export const CompanyMembersDocument = new TypedDocumentString(`
    query CompanyMembers($company: String!, $pageNumber: Int, $pageSize: Int) {
  companyMembers(company: $company, pageNumber: $pageNumber, pageSize: $pageSize) {
    content {
      serviceNumber
      name
      email
      source
      addedDate
    }
    pageNumber
    pageSize
    totalElements
    totalPages
  }
}
    `) as unknown as TypedDocumentString<CompanyMembersQuery, CompanyMembersQueryVariables>;
export const CreateCompanyDocument = new TypedDocumentString(`
    mutation CreateCompany($name: String!, $customerType: CustomerType!, $packageCode: String) {
  createCompany(
    name: $name
    customerType: $customerType
    packageCode: $packageCode
  ) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const AddCompanyMemberDocument = new TypedDocumentString(`
    mutation AddCompanyMember($company: String!, $serviceNumber: String!) {
  addCompanyMember(company: $company, serviceNumber: $serviceNumber) {
    id
    memberCount
  }
}
    `) as unknown as TypedDocumentString<AddCompanyMemberMutation, AddCompanyMemberMutationVariables>;
export const RemoveCompanyMemberDocument = new TypedDocumentString(`
    mutation RemoveCompanyMember($company: String!, $serviceNumber: String!) {
  removeCompanyMember(company: $company, serviceNumber: $serviceNumber) {
    id
    memberCount
  }
}
    `) as unknown as TypedDocumentString<RemoveCompanyMemberMutation, RemoveCompanyMemberMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  me {
    id
    serviceNumber
    name
    createdDate
    address {
      streetAddress
      locality
      postalCode
      country
      region
    }
    disabledEmails {
      type
      date
    }
    identityInformation {
      birthDate
      givenName
      familyName
      middleName
      email
      phoneNumber
      gender
      locale
      status
      groups
      packageCode
      customerClass {
        type
        company
      }
      customCompanyName
      mfaEnabled
    }
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const UpdateMyLocaleDocument = new TypedDocumentString(`
    mutation UpdateMyLocale($input: UpdateMeInput!) {
  updateMe(input: $input) {
    id
    identityInformation {
      locale
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateMyLocaleMutation, UpdateMyLocaleMutationVariables>;
export const ManagedCompanyCountDocument = new TypedDocumentString(`
    query ManagedCompanyCount {
  me {
    id
    managedCompanyCount
  }
}
    `) as unknown as TypedDocumentString<ManagedCompanyCountQuery, ManagedCompanyCountQueryVariables>;