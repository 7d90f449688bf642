/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AppInfo {\n    appInfo {\n      version\n      mode\n      maintenance\n      nativeAppOrigins\n    }\n  }\n": typeof types.AppInfoDocument,
    "\n  query AppointmentLocations($packageCode: String!) {\n    appointmentLocations(packageCode: $packageCode) {\n      code\n      name\n      address\n      schedulingUrl\n    }\n  }\n": typeof types.AppointmentLocationsDocument,
    "\n  query AppointmentExperts($kind: ConsultKind!) {\n    experts(kind: $kind) {\n      id\n      firstName\n      lastName\n      avatar\n      title\n      description\n      points\n      languages\n      schedulingUrlNl\n      schedulingUrlEn\n    }\n  }\n": typeof types.AppointmentExpertsDocument,
    "\n  query AvailableSlots($resource: String!, $kind: BookingKind!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(resource: $resource, kind: $kind, from: $from, to: $to) {\n      startsAt\n      endsAt\n    }\n  }\n": typeof types.AvailableSlotsDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      bookingId\n      kind\n      resource\n      resourceName\n      language\n      startsAt\n      endsAt\n      status\n      healthPassportId\n    }\n  }\n": typeof types.BookAppointmentDocument,
    "\n  query MyBookings {\n    myBookings {\n      id\n      bookingId\n      kind\n      resource\n      resourceName\n      language\n      startsAt\n      endsAt\n      status\n      healthPassportId\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  mutation CancelBooking($bookingId: String!) {\n    cancelBooking(bookingId: $bookingId) {\n      id\n      bookingId\n      status\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  mutation RescheduleBooking($bookingId: String!, $startsAt: DateTime!) {\n    rescheduleBooking(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      bookingId\n      startsAt\n      endsAt\n      status\n    }\n  }\n": typeof types.RescheduleBookingDocument,
    "\n  mutation RecordAppointmentBooked($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      identityInformation {\n        status\n        termsAccepted\n      }\n    }\n  }\n": typeof types.RecordAppointmentBookedDocument,
    "\n  query InsightActionProduct($packageCode: String!) {\n    productByPackageCode(packageCode: $packageCode) {\n      id\n      packageCode\n      linkIA {\n        en_US\n        nl_NL\n      }\n    }\n  }\n": typeof types.InsightActionProductDocument,
    "\n  fragment CartPriceFields on CartPrice {\n    price\n    customerPriceFormatted\n    currency\n    vatIncluded\n    vatPercentage\n    vat\n  }\n": typeof types.CartPriceFieldsFragmentDoc,
    "\n  fragment CartSummary on Cart {\n    id\n    checkedOut\n    product {\n      id\n      packageCode\n      packageType\n      name {\n        en_US\n        nl_NL\n      }\n    }\n    purchasePrice {\n      ...CartPriceFields\n    }\n    totalPurchasePrice {\n      ...CartPriceFields\n    }\n    couponResult {\n      code\n      amount\n      percentage\n    }\n  }\n": typeof types.CartSummaryFragmentDoc,
    "\n  query CartById($id: ID!) {\n    cart(id: $id) {\n      ...CartSummary\n    }\n  }\n": typeof types.CartByIdDocument,
    "\n  mutation CartRemoveProduct($id: ID!, $input: CartInput!) {\n    removeFromCart(id: $id, input: $input) {\n      ...CartSummary\n    }\n  }\n": typeof types.CartRemoveProductDocument,
    "\n  mutation CartApplyCoupon($cartId: ID!, $couponCode: String!) {\n    applyCouponToCart(cartId: $cartId, couponCode: $couponCode) {\n      ...CartSummary\n    }\n  }\n": typeof types.CartApplyCouponDocument,
    "\n  mutation CheckoutCreateOrder($cartId: ID!, $userInput: OrderUserInput!, $returnUrl: String!) {\n    createOrderByCart(cartId: $cartId, userInput: $userInput, returnUrl: $returnUrl) {\n      id\n      status\n      adyenPaymentLinkUrl\n    }\n  }\n": typeof types.CheckoutCreateOrderDocument,
    "\n  mutation CheckoutPaymentLink($orderId: ID!, $returnUrl: String!) {\n    createAdyenPaymentLink(orderId: $orderId, returnUrl: $returnUrl)\n  }\n": typeof types.CheckoutPaymentLinkDocument,
    "\n  query CompletedOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      adyenPaymentLinkUrl\n      product {\n        id\n        packageCode\n        name {\n          en_US\n          nl_NL\n        }\n      }\n      totalPurchasePrice {\n        ...CartPriceFields\n      }\n    }\n  }\n": typeof types.CompletedOrderDocument,
    "\n  query ConsentProduct($packageCode: String!) {\n    productByPackageCode(packageCode: $packageCode) {\n      id\n      requestedPermissions {\n        id\n        type\n        isActivated\n        isRequired\n        title {\n          en_US\n          nl_NL\n        }\n        description {\n          en_US\n          nl_NL\n        }\n        url {\n          en_US\n          nl_NL\n        }\n        activatedAt\n        deactivatedAt\n      }\n    }\n  }\n": typeof types.ConsentProductDocument,
    "\n  query MyGrantedPermissions {\n    me {\n      id\n      grantedPermissions {\n        type\n        grantedAt\n        healthPassport {\n          id\n        }\n        requestedPermission {\n          id\n        }\n      }\n    }\n  }\n": typeof types.MyGrantedPermissionsDocument,
    "\n  mutation GrantPermissions(\n    $healthPassportId: ID!\n    $requestedPermissionIds: [ID!]!\n    $zonedDateTimeString: String!\n  ) {\n    grantPermissions(\n      healthPassportId: $healthPassportId\n      requestedPermissionIds: $requestedPermissionIds\n      zonedDateTimeString: $zonedDateTimeString\n    ) {\n      type\n      grantedAt\n      healthPassport {\n        id\n      }\n      requestedPermission {\n        id\n      }\n    }\n  }\n": typeof types.GrantPermissionsDocument,
    "\n  fragment DocumentFields on Document {\n    id\n    name\n    type\n    date\n    url\n    fileName\n  }\n": typeof types.DocumentFieldsFragmentDoc,
    "\n  query MyDocuments {\n    myDocuments {\n      ...DocumentFields\n    }\n  }\n": typeof types.MyDocumentsDocument,
    "\n  query PersonDocuments($userASN: String!) {\n    documents(userASN: $userASN) {\n      ...DocumentFields\n    }\n  }\n": typeof types.PersonDocumentsDocument,
    "\n  mutation ActivateShare($sharerServiceNumber: String!) {\n    activateShare(sharerServiceNumber: $sharerServiceNumber) {\n      id\n      healthPassportIds\n    }\n  }\n": typeof types.ActivateShareDocument,
    "\n  query MyOnboardingChapters {\n    myOnboardingChapters {\n      id\n      completed\n      enabled\n      healthPassportId\n      localizedProductName\n      localizedPurchasePrice\n      packageCode\n      publishedDate\n      type\n      steps {\n        type\n        completed\n        enabled\n        phoneNumber\n      }\n    }\n  }\n": typeof types.MyOnboardingChaptersDocument,
    "\n  mutation UnlockExpertSession($healthPassportId: ID!) {\n    unlockExpertSession(healthPassportId: $healthPassportId) {\n      id\n    }\n  }\n": typeof types.UnlockExpertSessionDocument,
    "\n  mutation UnlockSpecialistConsultation($healthPassportId: ID!) {\n    unlockSpecialistConsultation(healthPassportId: $healthPassportId) {\n      id\n    }\n  }\n": typeof types.UnlockSpecialistConsultationDocument,
    "\n  mutation UnlockHealthPassport($healthPassportId: ID!) {\n    unlockHealthPassport(healthPassportId: $healthPassportId) {\n      id\n      status\n    }\n  }\n": typeof types.UnlockHealthPassportDocument,
    "\n  query HealthPassportHasProgram($healthPassportId: ID!) {\n    healthPassportHasProgram(healthPassportId: $healthPassportId)\n  }\n": typeof types.HealthPassportHasProgramDocument,
    "\n  query MyConsentHistory {\n    myConsentHistory {\n      id\n      action\n      type\n      version\n      title {\n        en_US\n        nl_NL\n      }\n      url {\n        en_US\n        nl_NL\n      }\n      isRequired\n      withdrawable\n      occurredAt\n      recordedByOther\n      healthPassport {\n        id\n        displayName\n        localizedProductName\n        createdDate\n      }\n      requestedPermission {\n        id\n      }\n    }\n  }\n": typeof types.MyConsentHistoryDocument,
    "\n  mutation WithdrawPermission($healthPassportId: ID!, $requestedPermissionId: ID!) {\n    withdrawPermission(healthPassportId: $healthPassportId, requestedPermissionId: $requestedPermissionId)\n  }\n": typeof types.WithdrawPermissionDocument,
    "\n  query MyHealthDataViews($viewerId: ID, $what: HealthDataKind) {\n    myHealthDataViews(viewerId: $viewerId, what: $what) {\n      ...HealthDataReadFields\n    }\n  }\n": typeof types.MyHealthDataViewsDocument,
    "\n  fragment DataExportFields on DataExport {\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    sizeBytes\n    url\n    urlExpiresAt\n  }\n": typeof types.DataExportFieldsFragmentDoc,
    "\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n": typeof types.MyDataExportDocument,
    "\n  mutation RequestMyDataExport {\n    requestMyDataExport {\n      ...DataExportFields\n    }\n  }\n": typeof types.RequestMyDataExportDocument,
    "\n  query MyAccountErasure {\n    myAccountErasure {\n      status\n      requestedAt\n      eraseAfter\n      cancelledAt\n      cancelledBy\n    }\n  }\n": typeof types.MyAccountErasureDocument,
    "\n  mutation RequestAccountErasure($password: String!, $totpCode: String) {\n    requestAccountErasure(password: $password, totpCode: $totpCode) {\n      status\n      requestedAt\n      eraseAfter\n      cancelledAt\n      cancelledBy\n    }\n  }\n": typeof types.RequestAccountErasureDocument,
    "\n  mutation CancelAccountErasure {\n    cancelAccountErasure {\n      status\n      requestedAt\n      eraseAfter\n      cancelledAt\n      cancelledBy\n    }\n  }\n": typeof types.CancelAccountErasureDocument,
    "\n  mutation EnableEmail($type: EmailType!) {\n    enableEmail(type: $type)\n  }\n": typeof types.EnableEmailDocument,
    "\n  mutation DisableEmail($type: EmailType!) {\n    disableEmail(type: $type)\n  }\n": typeof types.DisableEmailDocument,
    "\n  mutation RequestContactChange($input: ContactChangeInput!) {\n    requestContactChange(input: $input) {\n      kind\n      destination\n      pending\n    }\n  }\n": typeof types.RequestContactChangeDocument,
    "\n  mutation ConfirmContactChange($kind: ContactKind!, $code: String!) {\n    confirmContactChange(kind: $kind, code: $code) {\n      id\n      identityInformation {\n        email\n        phoneNumber\n      }\n    }\n  }\n": typeof types.ConfirmContactChangeDocument,
    "\n  query RemeasurementPassports {\n    healthPassports {\n      id\n      status\n      createdDate\n      remeasurementAvailableFrom\n    }\n  }\n": typeof types.RemeasurementPassportsDocument,
    "\n  mutation RedeemRemeasurement($healthPassportId: ID!, $address: RemeasurementAddressInput!) {\n    redeemRemeasurement(healthPassportId: $healthPassportId, address: $address) {\n      id\n      status\n      product {\n        packageCode\n      }\n      healthPassport {\n        id\n        packageCode\n        status\n        remeasurementType\n      }\n    }\n  }\n": typeof types.RedeemRemeasurementDocument,
    "\n  query RemeasurementOffer($packageCode: String!) {\n    myEntitlements {\n      id\n      type\n      redeemedDate\n    }\n    productByPackageCode(packageCode: $packageCode) {\n      id\n      purchasePriceNL {\n        customerPrice\n        customerCurrency\n      }\n    }\n  }\n": typeof types.RemeasurementOfferDocument,
    "\n  mutation BuyRemeasurement(\n    $productId: ID!\n    $shopCountryCode: String!\n    $userInput: OrderUserInput!\n    $returnUrl: String!\n    $healthPassportId: ID!\n  ) {\n    createOrder(\n      productId: $productId\n      shopCountryCode: $shopCountryCode\n      userInput: $userInput\n      returnUrl: $returnUrl\n      healthPassportId: $healthPassportId\n    ) {\n      id\n      status\n    }\n  }\n": typeof types.BuyRemeasurementDocument,
    "\n  query MyScansData($healthPassportId: ID!) {\n    myScansData(healthPassportId: $healthPassportId) {\n      id\n      data {\n        key\n        value\n      }\n      media {\n        key\n        kind\n        url\n      }\n    }\n  }\n": typeof types.MyScansDataDocument,
    "\n  query SharedHealthPassports {\n    healthPassports {\n      id\n      status\n      displayName\n      localizedProductName\n      createdDate\n      shares {\n        ...ShareFields\n      }\n    }\n  }\n": typeof types.SharedHealthPassportsDocument,
    "\n  fragment ShareFields on Share {\n    name\n    email\n    phoneNumber\n    serviceNumber\n    status\n    expiryDate\n    createdDate\n    activatedDate\n  }\n": typeof types.ShareFieldsFragmentDoc,
    "\n  fragment HealthDataReadFields on HealthDataRead {\n    id\n    healthPassportId\n    viewerId\n    viewerName\n    viewerRoles\n    what\n    detail\n    viewedAt\n  }\n": typeof types.HealthDataReadFieldsFragmentDoc,
    "\n  query HealthPassportViews($healthPassportId: ID!) {\n    healthPassportViews(healthPassportId: $healthPassportId) {\n      ...HealthDataReadFields\n    }\n  }\n": typeof types.HealthPassportViewsDocument,
    "\n  mutation ShareHealthPassport($healthPassportId: ID!, $expiryDate: Date, $recipient: ShareRecipientInput!) {\n    shareHealthPassport(healthPassportId: $healthPassportId, expiryDate: $expiryDate, recipient: $recipient) {\n      id\n      shares {\n        ...ShareFields\n      }\n    }\n  }\n": typeof types.ShareHealthPassportDocument,
    "\n  mutation RevokeShare($healthPassportId: ID!, $recipientServiceNumber: String!) {\n    revokeShare(healthPassportId: $healthPassportId, recipientServiceNumber: $recipientServiceNumber) {\n      id\n    }\n  }\n": typeof types.RevokeShareDocument,
    "\n  query ShopCatalogue($shopCountryCode: String!, $query: ProductQuery) {\n    searchProducts(shopCountryCode: $shopCountryCode, query: $query) {\n      content {\n        ...ShopProductCard\n      }\n      totalElements\n      hasNext\n    }\n  }\n": typeof types.ShopCatalogueDocument,
    "\n  mutation ShopCreateCart {\n    createCart {\n      id\n    }\n  }\n": typeof types.ShopCreateCartDocument,
    "\n  mutation ShopPutInCart($id: ID!, $input: CartInput!) {\n    updateCart(id: $id, input: $input) {\n      id\n      purchasePrice {\n        price\n        currency\n      }\n    }\n  }\n": typeof types.ShopPutInCartDocument,
    "\n  fragment ShopProductCard on Product {\n    id\n    packageCode\n    packageType\n    status\n    showPreCheck\n    icon\n    name {\n      en_US\n      nl_NL\n    }\n    subTitle {\n      en_US\n      nl_NL\n    }\n    purchasePriceNL {\n      customerPrice\n      customerPriceFormatted\n      customerCurrency\n    }\n    uniqueSellingPropositions {\n      icon\n      hasRibbon\n      text {\n        en_US\n        nl_NL\n      }\n    }\n  }\n": typeof types.ShopProductCardFragmentDoc,
    "\n  query ShopProduct($packageCode: String!) {\n    productByPackageCode(packageCode: $packageCode) {\n      ...ShopProductCard\n      description {\n        en_US\n        nl_NL\n      }\n      parts {\n        type\n        name\n        version\n      }\n      linkedProducts {\n        ...ShopProductCard\n      }\n    }\n  }\n": typeof types.ShopProductDocument,
    "\n  fragment SnapshotCardFields on Snapshot {\n    id\n    name\n    company\n    description\n    status\n    totalHealthPassports\n  }\n": typeof types.SnapshotCardFieldsFragmentDoc,
    "\n  fragment SnapshotFields on Snapshot {\n    id\n    name\n    company\n    description\n    status\n    customerType\n    expiryDate\n    logoURI {\n      en_US\n      nl_NL\n    }\n    minSummaryPassports\n    stepSummaryPassports\n    managers {\n      user {\n        id\n        serviceNumber\n        name\n        email\n      }\n      pdfURI {\n        en_US\n        nl_NL\n      }\n    }\n    totalHealthPassports\n    computedDate\n    notComputedReason\n  }\n": typeof types.SnapshotFieldsFragmentDoc,
    "\n  query SearchSnapshots($query: SnapshotQuery) {\n    searchSnapshots(query: $query) {\n      content {\n        ...SnapshotCardFields\n      }\n      hasNext\n      hasPrevious\n      pageNumber\n      pageSize\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.SearchSnapshotsDocument,
    "\n  query SnapshotsNotReady {\n    snapshotsNotReady {\n      id\n      name\n      company\n    }\n  }\n": typeof types.SnapshotsNotReadyDocument,
    "\n  query SnapshotDetail($snapshotID: ID!) {\n    snapshot(snapshotID: $snapshotID) {\n      ...SnapshotFields\n    }\n  }\n": typeof types.SnapshotDetailDocument,
    "\n  query SnapshotSystems($snapshotID: ID!) {\n    snapshotSystems(snapshotID: $snapshotID) {\n      title\n      description\n      iconURI\n      categories {\n        type\n        title\n        description\n        iconURI\n        tiles {\n          subjects {\n            resultId\n            title\n            subTitle\n            iconURI\n            measuredCount\n            averages {\n              color\n              percentage\n              percentageLabel\n              description\n              details\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SnapshotSystemsDocument,
    "\n  query SnapshotCompanies {\n    companies {\n      id\n      name\n      customerType\n      packageCode\n      memberCount\n    }\n  }\n": typeof types.SnapshotCompaniesDocument,
    "\n  mutation CreateSnapshot($name: String!, $customerType: CustomerType!, $company: String!) {\n    createSnapshot(name: $name, customerType: $customerType, company: $company) {\n      ...SnapshotFields\n    }\n  }\n": typeof types.CreateSnapshotDocument,
    "\n  mutation UpdateSnapshot($id: ID!, $input: SnapshotInput!) {\n    updateSnapshot(id: $id, input: $input) {\n      ...SnapshotFields\n    }\n  }\n": typeof types.UpdateSnapshotDocument,
    "\n  mutation RecomputeSnapshot($id: ID!) {\n    recomputeSnapshot(id: $id) {\n      ...SnapshotFields\n    }\n  }\n": typeof types.RecomputeSnapshotDocument,
    "\n  mutation InviteManager($id: ID!, $manager: ManagerInput!) {\n    inviteManager(id: $id, manager: $manager) {\n      ...SnapshotFields\n    }\n  }\n": typeof types.InviteManagerDocument,
    "\n  mutation RevokeManager($id: ID!, $managerASN: String!) {\n    revokeManager(id: $id, managerASN: $managerASN) {\n      ...SnapshotFields\n    }\n  }\n": typeof types.RevokeManagerDocument,
    "\n  query CompanyMembers($company: String!, $pageNumber: Int, $pageSize: Int) {\n    companyMembers(company: $company, pageNumber: $pageNumber, pageSize: $pageSize) {\n      content {\n        serviceNumber\n        name\n        email\n        source\n        addedDate\n      }\n      pageNumber\n      pageSize\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.CompanyMembersDocument,
    "\n  mutation CreateCompany($name: String!, $customerType: CustomerType!, $packageCode: String) {\n    createCompany(name: $name, customerType: $customerType, packageCode: $packageCode) {\n      id\n      name\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation AddCompanyMember($company: String!, $serviceNumber: String!) {\n    addCompanyMember(company: $company, serviceNumber: $serviceNumber) {\n      id\n      memberCount\n    }\n  }\n": typeof types.AddCompanyMemberDocument,
    "\n  mutation RemoveCompanyMember($company: String!, $serviceNumber: String!) {\n    removeCompanyMember(company: $company, serviceNumber: $serviceNumber) {\n      id\n      memberCount\n    }\n  }\n": typeof types.RemoveCompanyMemberDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      serviceNumber\n      name\n      createdDate\n      address {\n        streetAddress\n        locality\n        postalCode\n        country\n        region\n      }\n      disabledEmails {\n        type\n        date\n      }\n      identityInformation {\n        birthDate\n        givenName\n        familyName\n        middleName\n        email\n        phoneNumber\n        gender\n        locale\n        status\n        groups\n        packageCode\n        customerClass {\n          type\n          company\n        }\n        customCompanyName\n        mfaEnabled\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation UpdateMyLocale($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      identityInformation {\n        locale\n      }\n    }\n  }\n": typeof types.UpdateMyLocaleDocument,
    "\n  query ManagedCompanyCount {\n    me {\n      id\n      managedCompanyCount\n    }\n  }\n": typeof types.ManagedCompanyCountDocument,
};
const documents: Documents = {
    "\n  query AppInfo {\n    appInfo {\n      version\n      mode\n      maintenance\n      nativeAppOrigins\n    }\n  }\n": types.AppInfoDocument,
    "\n  query AppointmentLocations($packageCode: String!) {\n    appointmentLocations(packageCode: $packageCode) {\n      code\n      name\n      address\n      schedulingUrl\n    }\n  }\n": types.AppointmentLocationsDocument,
    "\n  query AppointmentExperts($kind: ConsultKind!) {\n    experts(kind: $kind) {\n      id\n      firstName\n      lastName\n      avatar\n      title\n      description\n      points\n      languages\n      schedulingUrlNl\n      schedulingUrlEn\n    }\n  }\n": types.AppointmentExpertsDocument,
    "\n  query AvailableSlots($resource: String!, $kind: BookingKind!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(resource: $resource, kind: $kind, from: $from, to: $to) {\n      startsAt\n      endsAt\n    }\n  }\n": types.AvailableSlotsDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      bookingId\n      kind\n      resource\n      resourceName\n      language\n      startsAt\n      endsAt\n      status\n      healthPassportId\n    }\n  }\n": types.BookAppointmentDocument,
    "\n  query MyBookings {\n    myBookings {\n      id\n      bookingId\n      kind\n      resource\n      resourceName\n      language\n      startsAt\n      endsAt\n      status\n      healthPassportId\n    }\n  }\n": types.MyBookingsDocument,
    "\n  mutation CancelBooking($bookingId: String!) {\n    cancelBooking(bookingId: $bookingId) {\n      id\n      bookingId\n      status\n    }\n  }\n": types.CancelBookingDocument,
    "\n  mutation RescheduleBooking($bookingId: String!, $startsAt: DateTime!) {\n    rescheduleBooking(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      bookingId\n      startsAt\n      endsAt\n      status\n    }\n  }\n": types.RescheduleBookingDocument,
    "\n  mutation RecordAppointmentBooked($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      identityInformation {\n        status\n        termsAccepted\n      }\n    }\n  }\n": types.RecordAppointmentBookedDocument,
    "\n  query InsightActionProduct($packageCode: String!) {\n    productByPackageCode(packageCode: $packageCode) {\n      id\n      packageCode\n      linkIA {\n        en_US\n        nl_NL\n      }\n    }\n  }\n": types.InsightActionProductDocument,
    "\n  fragment CartPriceFields on CartPrice {\n    price\n    customerPriceFormatted\n    currency\n    vatIncluded\n    vatPercentage\n    vat\n  }\n": types.CartPriceFieldsFragmentDoc,
    "\n  fragment CartSummary on Cart {\n    id\n    checkedOut\n    product {\n      id\n      packageCode\n      packageType\n      name {\n        en_US\n        nl_NL\n      }\n    }\n    purchasePrice {\n      ...CartPriceFields\n    }\n    totalPurchasePrice {\n      ...CartPriceFields\n    }\n    couponResult {\n      code\n      amount\n      percentage\n    }\n  }\n": types.CartSummaryFragmentDoc,
    "\n  query CartById($id: ID!) {\n    cart(id: $id) {\n      ...CartSummary\n    }\n  }\n": types.CartByIdDocument,
    "\n  mutation CartRemoveProduct($id: ID!, $input: CartInput!) {\n    removeFromCart(id: $id, input: $input) {\n      ...CartSummary\n    }\n  }\n": types.CartRemoveProductDocument,
    "\n  mutation CartApplyCoupon($cartId: ID!, $couponCode: String!) {\n    applyCouponToCart(cartId: $cartId, couponCode: $couponCode) {\n      ...CartSummary\n    }\n  }\n": types.CartApplyCouponDocument,
    "\n  mutation CheckoutCreateOrder($cartId: ID!, $userInput: OrderUserInput!, $returnUrl: String!) {\n    createOrderByCart(cartId: $cartId, userInput: $userInput, returnUrl: $returnUrl) {\n      id\n      status\n      adyenPaymentLinkUrl\n    }\n  }\n": types.CheckoutCreateOrderDocument,
    "\n  mutation CheckoutPaymentLink($orderId: ID!, $returnUrl: String!) {\n    createAdyenPaymentLink(orderId: $orderId, returnUrl: $returnUrl)\n  }\n": types.CheckoutPaymentLinkDocument,
    "\n  query CompletedOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      adyenPaymentLinkUrl\n      product {\n        id\n        packageCode\n        name {\n          en_US\n          nl_NL\n        }\n      }\n      totalPurchasePrice {\n        ...CartPriceFields\n      }\n    }\n  }\n": types.CompletedOrderDocument,
    "\n  query ConsentProduct($packageCode: String!) {\n    productByPackageCode(packageCode: $packageCode) {\n      id\n      requestedPermissions {\n        id\n        type\n        isActivated\n        isRequired\n        title {\n          en_US\n          nl_NL\n        }\n        description {\n          en_US\n          nl_NL\n        }\n        url {\n          en_US\n          nl_NL\n        }\n        activatedAt\n        deactivatedAt\n      }\n    }\n  }\n": types.ConsentProductDocument,
    "\n  query MyGrantedPermissions {\n    me {\n      id\n      grantedPermissions {\n        type\n        grantedAt\n        healthPassport {\n          id\n        }\n        requestedPermission {\n          id\n        }\n      }\n    }\n  }\n": types.MyGrantedPermissionsDocument,
    "\n  mutation GrantPermissions(\n    $healthPassportId: ID!\n    $requestedPermissionIds: [ID!]!\n    $zonedDateTimeString: String!\n  ) {\n    grantPermissions(\n      healthPassportId: $healthPassportId\n      requestedPermissionIds: $requestedPermissionIds\n      zonedDateTimeString: $zonedDateTimeString\n    ) {\n      type\n      grantedAt\n      healthPassport {\n        id\n      }\n      requestedPermission {\n        id\n      }\n    }\n  }\n": types.GrantPermissionsDocument,
    "\n  fragment DocumentFields on Document {\n    id\n    name\n    type\n    date\n    url\n    fileName\n  }\n": types.DocumentFieldsFragmentDoc,
    "\n  query MyDocuments {\n    myDocuments {\n      ...DocumentFields\n    }\n  }\n": types.MyDocumentsDocument,
    "\n  query PersonDocuments($userASN: String!) {\n    documents(userASN: $userASN) {\n      ...DocumentFields\n    }\n  }\n": types.PersonDocumentsDocument,
    "\n  mutation ActivateShare($sharerServiceNumber: String!) {\n    activateShare(sharerServiceNumber: $sharerServiceNumber) {\n      id\n      healthPassportIds\n    }\n  }\n": types.ActivateShareDocument,
    "\n  query MyOnboardingChapters {\n    myOnboardingChapters {\n      id\n      completed\n      enabled\n      healthPassportId\n      localizedProductName\n      localizedPurchasePrice\n      packageCode\n      publishedDate\n      type\n      steps {\n        type\n        completed\n        enabled\n        phoneNumber\n      }\n    }\n  }\n": types.MyOnboardingChaptersDocument,
    "\n  mutation UnlockExpertSession($healthPassportId: ID!) {\n    unlockExpertSession(healthPassportId: $healthPassportId) {\n      id\n    }\n  }\n": types.UnlockExpertSessionDocument,
    "\n  mutation UnlockSpecialistConsultation($healthPassportId: ID!) {\n    unlockSpecialistConsultation(healthPassportId: $healthPassportId) {\n      id\n    }\n  }\n": types.UnlockSpecialistConsultationDocument,
    "\n  mutation UnlockHealthPassport($healthPassportId: ID!) {\n    unlockHealthPassport(healthPassportId: $healthPassportId) {\n      id\n      status\n    }\n  }\n": types.UnlockHealthPassportDocument,
    "\n  query HealthPassportHasProgram($healthPassportId: ID!) {\n    healthPassportHasProgram(healthPassportId: $healthPassportId)\n  }\n": types.HealthPassportHasProgramDocument,
    "\n  query MyConsentHistory {\n    myConsentHistory {\n      id\n      action\n      type\n      version\n      title {\n        en_US\n        nl_NL\n      }\n      url {\n        en_US\n        nl_NL\n      }\n      isRequired\n      withdrawable\n      occurredAt\n      recordedByOther\n      healthPassport {\n        id\n        displayName\n        localizedProductName\n        createdDate\n      }\n      requestedPermission {\n        id\n      }\n    }\n  }\n": types.MyConsentHistoryDocument,
    "\n  mutation WithdrawPermission($healthPassportId: ID!, $requestedPermissionId: ID!) {\n    withdrawPermission(healthPassportId: $healthPassportId, requestedPermissionId: $requestedPermissionId)\n  }\n": types.WithdrawPermissionDocument,
    "\n  query MyHealthDataViews($viewerId: ID, $what: HealthDataKind) {\n    myHealthDataViews(viewerId: $viewerId, what: $what) {\n      ...HealthDataReadFields\n    }\n  }\n": types.MyHealthDataViewsDocument,
    "\n  fragment DataExportFields on DataExport {\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    sizeBytes\n    url\n    urlExpiresAt\n  }\n": types.DataExportFieldsFragmentDoc,
    "\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n": types.MyDataExportDocument,
    "\n  mutation RequestMyDataExport {\n    requestMyDataExport {\n      ...DataExportFields\n    }\n  }\n": types.RequestMyDataExportDocument,
    "\n  query MyAccountErasure {\n    myAccountErasure {\n      status\n      requestedAt\n      eraseAfter\n      cancelledAt\n      cancelledBy\n    }\n  }\n": types.MyAccountErasureDocument,
    "\n  mutation RequestAccountErasure($password: String!, $totpCode: String) {\n    requestAccountErasure(password: $password, totpCode: $totpCode) {\n      status\n      requestedAt\n      eraseAfter\n      cancelledAt\n      cancelledBy\n    }\n  }\n": types.RequestAccountErasureDocument,
    "\n  mutation CancelAccountErasure {\n    cancelAccountErasure {\n      status\n      requestedAt\n      eraseAfter\n      cancelledAt\n      cancelledBy\n    }\n  }\n": types.CancelAccountErasureDocument,
    "\n  mutation EnableEmail($type: EmailType!) {\n    enableEmail(type: $type)\n  }\n": types.EnableEmailDocument,
    "\n  mutation DisableEmail($type: EmailType!) {\n    disableEmail(type: $type)\n  }\n": types.DisableEmailDocument,
    "\n  mutation RequestContactChange($input: ContactChangeInput!) {\n    requestContactChange(input: $input) {\n      kind\n      destination\n      pending\n    }\n  }\n": types.RequestContactChangeDocument,
    "\n  mutation ConfirmContactChange($kind: ContactKind!, $code: String!) {\n    confirmContactChange(kind: $kind, code: $code) {\n      id\n      identityInformation {\n        email\n        phoneNumber\n      }\n    }\n  }\n": types.ConfirmContactChangeDocument,
    "\n  query RemeasurementPassports {\n    healthPassports {\n      id\n      status\n      createdDate\n      remeasurementAvailableFrom\n    }\n  }\n": types.RemeasurementPassportsDocument,
    "\n  mutation RedeemRemeasurement($healthPassportId: ID!, $address: RemeasurementAddressInput!) {\n    redeemRemeasurement(healthPassportId: $healthPassportId, address: $address) {\n      id\n      status\n      product {\n        packageCode\n      }\n      healthPassport {\n        id\n        packageCode\n        status\n        remeasurementType\n      }\n    }\n  }\n": types.RedeemRemeasurementDocument,
    "\n  query RemeasurementOffer($packageCode: String!) {\n    myEntitlements {\n      id\n      type\n      redeemedDate\n    }\n    productByPackageCode(packageCode: $packageCode) {\n      id\n      purchasePriceNL {\n        customerPrice\n        customerCurrency\n      }\n    }\n  }\n": types.RemeasurementOfferDocument,
    "\n  mutation BuyRemeasurement(\n    $productId: ID!\n    $shopCountryCode: String!\n    $userInput: OrderUserInput!\n    $returnUrl: String!\n    $healthPassportId: ID!\n  ) {\n    createOrder(\n      productId: $productId\n      shopCountryCode: $shopCountryCode\n      userInput: $userInput\n      returnUrl: $returnUrl\n      healthPassportId: $healthPassportId\n    ) {\n      id\n      status\n    }\n  }\n": types.BuyRemeasurementDocument,
    "\n  query MyScansData($healthPassportId: ID!) {\n    myScansData(healthPassportId: $healthPassportId) {\n      id\n      data {\n        key\n        value\n      }\n      media {\n        key\n        kind\n        url\n      }\n    }\n  }\n": types.MyScansDataDocument,
    "\n  query SharedHealthPassports {\n    healthPassports {\n      id\n      status\n      displayName\n      localizedProductName\n      createdDate\n      shares {\n        ...ShareFields\n      }\n    }\n  }\n": types.SharedHealthPassportsDocument,
    "\n  fragment ShareFields on Share {\n    name\n    email\n    phoneNumber\n    serviceNumber\n    status\n    expiryDate\n    createdDate\n    activatedDate\n  }\n": types.ShareFieldsFragmentDoc,
    "\n  fragment HealthDataReadFields on HealthDataRead {\n    id\n    healthPassportId\n    viewerId\n    viewerName\n    viewerRoles\n    what\n    detail\n    viewedAt\n  }\n": types.HealthDataReadFieldsFragmentDoc,
    "\n  query HealthPassportViews($healthPassportId: ID!) {\n    healthPassportViews(healthPassportId: $healthPassportId) {\n      ...HealthDataReadFields\n    }\n  }\n": types.HealthPassportViewsDocument,
    "\n  mutation ShareHealthPassport($healthPassportId: ID!, $expiryDate: Date, $recipient: ShareRecipientInput!) {\n    shareHealthPassport(healthPassportId: $healthPassportId, expiryDate: $expiryDate, recipient: $recipient) {\n      id\n      shares {\n        ...ShareFields\n      }\n    }\n  }\n": types.ShareHealthPassportDocument,
    "\n  mutation RevokeShare($healthPassportId: ID!, $recipientServiceNumber: String!) {\n    revokeShare(healthPassportId: $healthPassportId, recipientServiceNumber: $recipientServiceNumber) {\n      id\n    }\n  }\n": types.RevokeShareDocument,
    "\n  query ShopCatalogue($shopCountryCode: String!, $query: ProductQuery) {\n    searchProducts(shopCountryCode: $shopCountryCode, query: $query) {\n      content {\n        ...ShopProductCard\n      }\n      totalElements\n      hasNext\n    }\n  }\n": types.ShopCatalogueDocument,
    "\n  mutation ShopCreateCart {\n    createCart {\n      id\n    }\n  }\n": types.ShopCreateCartDocument,
    "\n  mutation ShopPutInCart($id: ID!, $input: CartInput!) {\n    updateCart(id: $id, input: $input) {\n      id\n      purchasePrice {\n        price\n        currency\n      }\n    }\n  }\n": types.ShopPutInCartDocument,
    "\n  fragment ShopProductCard on Product {\n    id\n    packageCode\n    packageType\n    status\n    showPreCheck\n    icon\n    name {\n      en_US\n      nl_NL\n    }\n    subTitle {\n      en_US\n      nl_NL\n    }\n    purchasePriceNL {\n      customerPrice\n      customerPriceFormatted\n      customerCurrency\n    }\n    uniqueSellingPropositions {\n      icon\n      hasRibbon\n      text {\n        en_US\n        nl_NL\n      }\n    }\n  }\n": types.ShopProductCardFragmentDoc,
    "\n  query ShopProduct($packageCode: String!) {\n    productByPackageCode(packageCode: $packageCode) {\n      ...ShopProductCard\n      description {\n        en_US\n        nl_NL\n      }\n      parts {\n        type\n        name\n        version\n      }\n      linkedProducts {\n        ...ShopProductCard\n      }\n    }\n  }\n": types.ShopProductDocument,
    "\n  fragment SnapshotCardFields on Snapshot {\n    id\n    name\n    company\n    description\n    status\n    totalHealthPassports\n  }\n": types.SnapshotCardFieldsFragmentDoc,
    "\n  fragment SnapshotFields on Snapshot {\n    id\n    name\n    company\n    description\n    status\n    customerType\n    expiryDate\n    logoURI {\n      en_US\n      nl_NL\n    }\n    minSummaryPassports\n    stepSummaryPassports\n    managers {\n      user {\n        id\n        serviceNumber\n        name\n        email\n      }\n      pdfURI {\n        en_US\n        nl_NL\n      }\n    }\n    totalHealthPassports\n    computedDate\n    notComputedReason\n  }\n": types.SnapshotFieldsFragmentDoc,
    "\n  query SearchSnapshots($query: SnapshotQuery) {\n    searchSnapshots(query: $query) {\n      content {\n        ...SnapshotCardFields\n      }\n      hasNext\n      hasPrevious\n      pageNumber\n      pageSize\n      totalElements\n      totalPages\n    }\n  }\n": types.SearchSnapshotsDocument,
    "\n  query SnapshotsNotReady {\n    snapshotsNotReady {\n      id\n      name\n      company\n    }\n  }\n": types.SnapshotsNotReadyDocument,
    "\n  query SnapshotDetail($snapshotID: ID!) {\n    snapshot(snapshotID: $snapshotID) {\n      ...SnapshotFields\n    }\n  }\n": types.SnapshotDetailDocument,
    "\n  query SnapshotSystems($snapshotID: ID!) {\n    snapshotSystems(snapshotID: $snapshotID) {\n      title\n      description\n      iconURI\n      categories {\n        type\n        title\n        description\n        iconURI\n        tiles {\n          subjects {\n            resultId\n            title\n            subTitle\n            iconURI\n            measuredCount\n            averages {\n              color\n              percentage\n              percentageLabel\n              description\n              details\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SnapshotSystemsDocument,
    "\n  query SnapshotCompanies {\n    companies {\n      id\n      name\n      customerType\n      packageCode\n      memberCount\n    }\n  }\n": types.SnapshotCompaniesDocument,
    "\n  mutation CreateSnapshot($name: String!, $customerType: CustomerType!, $company: String!) {\n    createSnapshot(name: $name, customerType: $customerType, company: $company) {\n      ...SnapshotFields\n    }\n  }\n": types.CreateSnapshotDocument,
    "\n  mutation UpdateSnapshot($id: ID!, $input: SnapshotInput!) {\n    updateSnapshot(id: $id, input: $input) {\n      ...SnapshotFields\n    }\n  }\n": types.UpdateSnapshotDocument,
    "\n  mutation RecomputeSnapshot($id: ID!) {\n    recomputeSnapshot(id: $id) {\n      ...SnapshotFields\n    }\n  }\n": types.RecomputeSnapshotDocument,
    "\n  mutation InviteManager($id: ID!, $manager: ManagerInput!) {\n    inviteManager(id: $id, manager: $manager) {\n      ...SnapshotFields\n    }\n  }\n": types.InviteManagerDocument,
    "\n  mutation RevokeManager($id: ID!, $managerASN: String!) {\n    revokeManager(id: $id, managerASN: $managerASN) {\n      ...SnapshotFields\n    }\n  }\n": types.RevokeManagerDocument,
    "\n  query CompanyMembers($company: String!, $pageNumber: Int, $pageSize: Int) {\n    companyMembers(company: $company, pageNumber: $pageNumber, pageSize: $pageSize) {\n      content {\n        serviceNumber\n        name\n        email\n        source\n        addedDate\n      }\n      pageNumber\n      pageSize\n      totalElements\n      totalPages\n    }\n  }\n": types.CompanyMembersDocument,
    "\n  mutation CreateCompany($name: String!, $customerType: CustomerType!, $packageCode: String) {\n    createCompany(name: $name, customerType: $customerType, packageCode: $packageCode) {\n      id\n      name\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation AddCompanyMember($company: String!, $serviceNumber: String!) {\n    addCompanyMember(company: $company, serviceNumber: $serviceNumber) {\n      id\n      memberCount\n    }\n  }\n": types.AddCompanyMemberDocument,
    "\n  mutation RemoveCompanyMember($company: String!, $serviceNumber: String!) {\n    removeCompanyMember(company: $company, serviceNumber: $serviceNumber) {\n      id\n      memberCount\n    }\n  }\n": types.RemoveCompanyMemberDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      serviceNumber\n      name\n      createdDate\n      address {\n        streetAddress\n        locality\n        postalCode\n        country\n        region\n      }\n      disabledEmails {\n        type\n        date\n      }\n      identityInformation {\n        birthDate\n        givenName\n        familyName\n        middleName\n        email\n        phoneNumber\n        gender\n        locale\n        status\n        groups\n        packageCode\n        customerClass {\n          type\n          company\n        }\n        customCompanyName\n        mfaEnabled\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation UpdateMyLocale($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      identityInformation {\n        locale\n      }\n    }\n  }\n": types.UpdateMyLocaleDocument,
    "\n  query ManagedCompanyCount {\n    me {\n      id\n      managedCompanyCount\n    }\n  }\n": types.ManagedCompanyCountDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      version\n      mode\n      maintenance\n      nativeAppOrigins\n    }\n  }\n"): typeof import('./graphql').AppInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentLocations($packageCode: String!) {\n    appointmentLocations(packageCode: $packageCode) {\n      code\n      name\n      address\n      schedulingUrl\n    }\n  }\n"): typeof import('./graphql').AppointmentLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentExperts($kind: ConsultKind!) {\n    experts(kind: $kind) {\n      id\n      firstName\n      lastName\n      avatar\n      title\n      description\n      points\n      languages\n      schedulingUrlNl\n      schedulingUrlEn\n    }\n  }\n"): typeof import('./graphql').AppointmentExpertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableSlots($resource: String!, $kind: BookingKind!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(resource: $resource, kind: $kind, from: $from, to: $to) {\n      startsAt\n      endsAt\n    }\n  }\n"): typeof import('./graphql').AvailableSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      bookingId\n      kind\n      resource\n      resourceName\n      language\n      startsAt\n      endsAt\n      status\n      healthPassportId\n    }\n  }\n"): typeof import('./graphql').BookAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings {\n      id\n      bookingId\n      kind\n      resource\n      resourceName\n      language\n      startsAt\n      endsAt\n      status\n      healthPassportId\n    }\n  }\n"): typeof import('./graphql').MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($bookingId: String!) {\n    cancelBooking(bookingId: $bookingId) {\n      id\n      bookingId\n      status\n    }\n  }\n"): typeof import('./graphql').CancelBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleBooking($bookingId: String!, $startsAt: DateTime!) {\n    rescheduleBooking(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      bookingId\n      startsAt\n      endsAt\n      status\n    }\n  }\n"): typeof import('./graphql').RescheduleBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAppointmentBooked($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      identityInformation {\n        status\n        termsAccepted\n      }\n    }\n  }\n"): typeof import('./graphql').RecordAppointmentBookedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsightActionProduct($packageCode: String!) {\n    productByPackageCode(packageCode: $packageCode) {\n      id\n      packageCode\n      linkIA {\n        en_US\n        nl_NL\n      }\n    }\n  }\n"): typeof import('./graphql').InsightActionProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartPriceFields on CartPrice {\n    price\n    customerPriceFormatted\n    currency\n    vatIncluded\n    vatPercentage\n    vat\n  }\n"): typeof import('./graphql').CartPriceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartSummary on Cart {\n    id\n    checkedOut\n    product {\n      id\n      packageCode\n      packageType\n      name {\n        en_US\n        nl_NL\n      }\n    }\n    purchasePrice {\n      ...CartPriceFields\n    }\n    totalPurchasePrice {\n      ...CartPriceFields\n    }\n    couponResult {\n      code\n      amount\n      percentage\n    }\n  }\n"): typeof import('./graphql').CartSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartById($id: ID!) {\n    cart(id: $id) {\n      ...CartSummary\n    }\n  }\n"): typeof import('./graphql').CartByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartRemoveProduct($id: ID!, $input: CartInput!) {\n    removeFromCart(id: $id, input: $input) {\n      ...CartSummary\n    }\n  }\n"): typeof import('./graphql').CartRemoveProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartApplyCoupon($cartId: ID!, $couponCode: String!) {\n    applyCouponToCart(cartId: $cartId, couponCode: $couponCode) {\n      ...CartSummary\n    }\n  }\n"): typeof import('./graphql').CartApplyCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutCreateOrder($cartId: ID!, $userInput: OrderUserInput!, $returnUrl: String!) {\n    createOrderByCart(cartId: $cartId, userInput: $userInput, returnUrl: $returnUrl) {\n      id\n      status\n      adyenPaymentLinkUrl\n    }\n  }\n"): typeof import('./graphql').CheckoutCreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutPaymentLink($orderId: ID!, $returnUrl: String!) {\n    createAdyenPaymentLink(orderId: $orderId, returnUrl: $returnUrl)\n  }\n"): typeof import('./graphql').CheckoutPaymentLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompletedOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      adyenPaymentLinkUrl\n      product {\n        id\n        packageCode\n        name {\n          en_US\n          nl_NL\n        }\n      }\n      totalPurchasePrice {\n        ...CartPriceFields\n      }\n    }\n  }\n"): typeof import('./graphql').CompletedOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsentProduct($packageCode: String!) {\n    productByPackageCode(packageCode: $packageCode) {\n      id\n      requestedPermissions {\n        id\n        type\n        isActivated\n        isRequired\n        title {\n          en_US\n          nl_NL\n        }\n        description {\n          en_US\n          nl_NL\n        }\n        url {\n          en_US\n          nl_NL\n        }\n        activatedAt\n        deactivatedAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsentProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGrantedPermissions {\n    me {\n      id\n      grantedPermissions {\n        type\n        grantedAt\n        healthPassport {\n          id\n        }\n        requestedPermission {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyGrantedPermissionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantPermissions(\n    $healthPassportId: ID!\n    $requestedPermissionIds: [ID!]!\n    $zonedDateTimeString: String!\n  ) {\n    grantPermissions(\n      healthPassportId: $healthPassportId\n      requestedPermissionIds: $requestedPermissionIds\n      zonedDateTimeString: $zonedDateTimeString\n    ) {\n      type\n      grantedAt\n      healthPassport {\n        id\n      }\n      requestedPermission {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').GrantPermissionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentFields on Document {\n    id\n    name\n    type\n    date\n    url\n    fileName\n  }\n"): typeof import('./graphql').DocumentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDocuments {\n    myDocuments {\n      ...DocumentFields\n    }\n  }\n"): typeof import('./graphql').MyDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonDocuments($userASN: String!) {\n    documents(userASN: $userASN) {\n      ...DocumentFields\n    }\n  }\n"): typeof import('./graphql').PersonDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateShare($sharerServiceNumber: String!) {\n    activateShare(sharerServiceNumber: $sharerServiceNumber) {\n      id\n      healthPassportIds\n    }\n  }\n"): typeof import('./graphql').ActivateShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOnboardingChapters {\n    myOnboardingChapters {\n      id\n      completed\n      enabled\n      healthPassportId\n      localizedProductName\n      localizedPurchasePrice\n      packageCode\n      publishedDate\n      type\n      steps {\n        type\n        completed\n        enabled\n        phoneNumber\n      }\n    }\n  }\n"): typeof import('./graphql').MyOnboardingChaptersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockExpertSession($healthPassportId: ID!) {\n    unlockExpertSession(healthPassportId: $healthPassportId) {\n      id\n    }\n  }\n"): typeof import('./graphql').UnlockExpertSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockSpecialistConsultation($healthPassportId: ID!) {\n    unlockSpecialistConsultation(healthPassportId: $healthPassportId) {\n      id\n    }\n  }\n"): typeof import('./graphql').UnlockSpecialistConsultationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockHealthPassport($healthPassportId: ID!) {\n    unlockHealthPassport(healthPassportId: $healthPassportId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').UnlockHealthPassportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthPassportHasProgram($healthPassportId: ID!) {\n    healthPassportHasProgram(healthPassportId: $healthPassportId)\n  }\n"): typeof import('./graphql').HealthPassportHasProgramDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConsentHistory {\n    myConsentHistory {\n      id\n      action\n      type\n      version\n      title {\n        en_US\n        nl_NL\n      }\n      url {\n        en_US\n        nl_NL\n      }\n      isRequired\n      withdrawable\n      occurredAt\n      recordedByOther\n      healthPassport {\n        id\n        displayName\n        localizedProductName\n        createdDate\n      }\n      requestedPermission {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MyConsentHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawPermission($healthPassportId: ID!, $requestedPermissionId: ID!) {\n    withdrawPermission(healthPassportId: $healthPassportId, requestedPermissionId: $requestedPermissionId)\n  }\n"): typeof import('./graphql').WithdrawPermissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyHealthDataViews($viewerId: ID, $what: HealthDataKind) {\n    myHealthDataViews(viewerId: $viewerId, what: $what) {\n      ...HealthDataReadFields\n    }\n  }\n"): typeof import('./graphql').MyHealthDataViewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DataExportFields on DataExport {\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    sizeBytes\n    url\n    urlExpiresAt\n  }\n"): typeof import('./graphql').DataExportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n"): typeof import('./graphql').MyDataExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMyDataExport {\n    requestMyDataExport {\n      ...DataExportFields\n    }\n  }\n"): typeof import('./graphql').RequestMyDataExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccountErasure {\n    myAccountErasure {\n      status\n      requestedAt\n      eraseAfter\n      cancelledAt\n      cancelledBy\n    }\n  }\n"): typeof import('./graphql').MyAccountErasureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccountErasure($password: String!, $totpCode: String) {\n    requestAccountErasure(password: $password, totpCode: $totpCode) {\n      status\n      requestedAt\n      eraseAfter\n      cancelledAt\n      cancelledBy\n    }\n  }\n"): typeof import('./graphql').RequestAccountErasureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAccountErasure {\n    cancelAccountErasure {\n      status\n      requestedAt\n      eraseAfter\n      cancelledAt\n      cancelledBy\n    }\n  }\n"): typeof import('./graphql').CancelAccountErasureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableEmail($type: EmailType!) {\n    enableEmail(type: $type)\n  }\n"): typeof import('./graphql').EnableEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableEmail($type: EmailType!) {\n    disableEmail(type: $type)\n  }\n"): typeof import('./graphql').DisableEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestContactChange($input: ContactChangeInput!) {\n    requestContactChange(input: $input) {\n      kind\n      destination\n      pending\n    }\n  }\n"): typeof import('./graphql').RequestContactChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmContactChange($kind: ContactKind!, $code: String!) {\n    confirmContactChange(kind: $kind, code: $code) {\n      id\n      identityInformation {\n        email\n        phoneNumber\n      }\n    }\n  }\n"): typeof import('./graphql').ConfirmContactChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RemeasurementPassports {\n    healthPassports {\n      id\n      status\n      createdDate\n      remeasurementAvailableFrom\n    }\n  }\n"): typeof import('./graphql').RemeasurementPassportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemRemeasurement($healthPassportId: ID!, $address: RemeasurementAddressInput!) {\n    redeemRemeasurement(healthPassportId: $healthPassportId, address: $address) {\n      id\n      status\n      product {\n        packageCode\n      }\n      healthPassport {\n        id\n        packageCode\n        status\n        remeasurementType\n      }\n    }\n  }\n"): typeof import('./graphql').RedeemRemeasurementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RemeasurementOffer($packageCode: String!) {\n    myEntitlements {\n      id\n      type\n      redeemedDate\n    }\n    productByPackageCode(packageCode: $packageCode) {\n      id\n      purchasePriceNL {\n        customerPrice\n        customerCurrency\n      }\n    }\n  }\n"): typeof import('./graphql').RemeasurementOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyRemeasurement(\n    $productId: ID!\n    $shopCountryCode: String!\n    $userInput: OrderUserInput!\n    $returnUrl: String!\n    $healthPassportId: ID!\n  ) {\n    createOrder(\n      productId: $productId\n      shopCountryCode: $shopCountryCode\n      userInput: $userInput\n      returnUrl: $returnUrl\n      healthPassportId: $healthPassportId\n    ) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').BuyRemeasurementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyScansData($healthPassportId: ID!) {\n    myScansData(healthPassportId: $healthPassportId) {\n      id\n      data {\n        key\n        value\n      }\n      media {\n        key\n        kind\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').MyScansDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedHealthPassports {\n    healthPassports {\n      id\n      status\n      displayName\n      localizedProductName\n      createdDate\n      shares {\n        ...ShareFields\n      }\n    }\n  }\n"): typeof import('./graphql').SharedHealthPassportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareFields on Share {\n    name\n    email\n    phoneNumber\n    serviceNumber\n    status\n    expiryDate\n    createdDate\n    activatedDate\n  }\n"): typeof import('./graphql').ShareFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HealthDataReadFields on HealthDataRead {\n    id\n    healthPassportId\n    viewerId\n    viewerName\n    viewerRoles\n    what\n    detail\n    viewedAt\n  }\n"): typeof import('./graphql').HealthDataReadFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthPassportViews($healthPassportId: ID!) {\n    healthPassportViews(healthPassportId: $healthPassportId) {\n      ...HealthDataReadFields\n    }\n  }\n"): typeof import('./graphql').HealthPassportViewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareHealthPassport($healthPassportId: ID!, $expiryDate: Date, $recipient: ShareRecipientInput!) {\n    shareHealthPassport(healthPassportId: $healthPassportId, expiryDate: $expiryDate, recipient: $recipient) {\n      id\n      shares {\n        ...ShareFields\n      }\n    }\n  }\n"): typeof import('./graphql').ShareHealthPassportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeShare($healthPassportId: ID!, $recipientServiceNumber: String!) {\n    revokeShare(healthPassportId: $healthPassportId, recipientServiceNumber: $recipientServiceNumber) {\n      id\n    }\n  }\n"): typeof import('./graphql').RevokeShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCatalogue($shopCountryCode: String!, $query: ProductQuery) {\n    searchProducts(shopCountryCode: $shopCountryCode, query: $query) {\n      content {\n        ...ShopProductCard\n      }\n      totalElements\n      hasNext\n    }\n  }\n"): typeof import('./graphql').ShopCatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopCreateCart {\n    createCart {\n      id\n    }\n  }\n"): typeof import('./graphql').ShopCreateCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopPutInCart($id: ID!, $input: CartInput!) {\n    updateCart(id: $id, input: $input) {\n      id\n      purchasePrice {\n        price\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').ShopPutInCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopProductCard on Product {\n    id\n    packageCode\n    packageType\n    status\n    showPreCheck\n    icon\n    name {\n      en_US\n      nl_NL\n    }\n    subTitle {\n      en_US\n      nl_NL\n    }\n    purchasePriceNL {\n      customerPrice\n      customerPriceFormatted\n      customerCurrency\n    }\n    uniqueSellingPropositions {\n      icon\n      hasRibbon\n      text {\n        en_US\n        nl_NL\n      }\n    }\n  }\n"): typeof import('./graphql').ShopProductCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProduct($packageCode: String!) {\n    productByPackageCode(packageCode: $packageCode) {\n      ...ShopProductCard\n      description {\n        en_US\n        nl_NL\n      }\n      parts {\n        type\n        name\n        version\n      }\n      linkedProducts {\n        ...ShopProductCard\n      }\n    }\n  }\n"): typeof import('./graphql').ShopProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SnapshotCardFields on Snapshot {\n    id\n    name\n    company\n    description\n    status\n    totalHealthPassports\n  }\n"): typeof import('./graphql').SnapshotCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SnapshotFields on Snapshot {\n    id\n    name\n    company\n    description\n    status\n    customerType\n    expiryDate\n    logoURI {\n      en_US\n      nl_NL\n    }\n    minSummaryPassports\n    stepSummaryPassports\n    managers {\n      user {\n        id\n        serviceNumber\n        name\n        email\n      }\n      pdfURI {\n        en_US\n        nl_NL\n      }\n    }\n    totalHealthPassports\n    computedDate\n    notComputedReason\n  }\n"): typeof import('./graphql').SnapshotFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSnapshots($query: SnapshotQuery) {\n    searchSnapshots(query: $query) {\n      content {\n        ...SnapshotCardFields\n      }\n      hasNext\n      hasPrevious\n      pageNumber\n      pageSize\n      totalElements\n      totalPages\n    }\n  }\n"): typeof import('./graphql').SearchSnapshotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SnapshotsNotReady {\n    snapshotsNotReady {\n      id\n      name\n      company\n    }\n  }\n"): typeof import('./graphql').SnapshotsNotReadyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SnapshotDetail($snapshotID: ID!) {\n    snapshot(snapshotID: $snapshotID) {\n      ...SnapshotFields\n    }\n  }\n"): typeof import('./graphql').SnapshotDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SnapshotSystems($snapshotID: ID!) {\n    snapshotSystems(snapshotID: $snapshotID) {\n      title\n      description\n      iconURI\n      categories {\n        type\n        title\n        description\n        iconURI\n        tiles {\n          subjects {\n            resultId\n            title\n            subTitle\n            iconURI\n            measuredCount\n            averages {\n              color\n              percentage\n              percentageLabel\n              description\n              details\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SnapshotSystemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SnapshotCompanies {\n    companies {\n      id\n      name\n      customerType\n      packageCode\n      memberCount\n    }\n  }\n"): typeof import('./graphql').SnapshotCompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSnapshot($name: String!, $customerType: CustomerType!, $company: String!) {\n    createSnapshot(name: $name, customerType: $customerType, company: $company) {\n      ...SnapshotFields\n    }\n  }\n"): typeof import('./graphql').CreateSnapshotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSnapshot($id: ID!, $input: SnapshotInput!) {\n    updateSnapshot(id: $id, input: $input) {\n      ...SnapshotFields\n    }\n  }\n"): typeof import('./graphql').UpdateSnapshotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecomputeSnapshot($id: ID!) {\n    recomputeSnapshot(id: $id) {\n      ...SnapshotFields\n    }\n  }\n"): typeof import('./graphql').RecomputeSnapshotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteManager($id: ID!, $manager: ManagerInput!) {\n    inviteManager(id: $id, manager: $manager) {\n      ...SnapshotFields\n    }\n  }\n"): typeof import('./graphql').InviteManagerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeManager($id: ID!, $managerASN: String!) {\n    revokeManager(id: $id, managerASN: $managerASN) {\n      ...SnapshotFields\n    }\n  }\n"): typeof import('./graphql').RevokeManagerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyMembers($company: String!, $pageNumber: Int, $pageSize: Int) {\n    companyMembers(company: $company, pageNumber: $pageNumber, pageSize: $pageSize) {\n      content {\n        serviceNumber\n        name\n        email\n        source\n        addedDate\n      }\n      pageNumber\n      pageSize\n      totalElements\n      totalPages\n    }\n  }\n"): typeof import('./graphql').CompanyMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($name: String!, $customerType: CustomerType!, $packageCode: String) {\n    createCompany(name: $name, customerType: $customerType, packageCode: $packageCode) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCompanyMember($company: String!, $serviceNumber: String!) {\n    addCompanyMember(company: $company, serviceNumber: $serviceNumber) {\n      id\n      memberCount\n    }\n  }\n"): typeof import('./graphql').AddCompanyMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanyMember($company: String!, $serviceNumber: String!) {\n    removeCompanyMember(company: $company, serviceNumber: $serviceNumber) {\n      id\n      memberCount\n    }\n  }\n"): typeof import('./graphql').RemoveCompanyMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      serviceNumber\n      name\n      createdDate\n      address {\n        streetAddress\n        locality\n        postalCode\n        country\n        region\n      }\n      disabledEmails {\n        type\n        date\n      }\n      identityInformation {\n        birthDate\n        givenName\n        familyName\n        middleName\n        email\n        phoneNumber\n        gender\n        locale\n        status\n        groups\n        packageCode\n        customerClass {\n          type\n          company\n        }\n        customCompanyName\n        mfaEnabled\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyLocale($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      identityInformation {\n        locale\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMyLocaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedCompanyCount {\n    me {\n      id\n      managedCompanyCount\n    }\n  }\n"): typeof import('./graphql').ManagedCompanyCountDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
