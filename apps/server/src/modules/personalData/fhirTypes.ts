/**
 * The parts of FHIR R4 (https://hl7.org/fhir/R4/) the personal data export writes: only the elements it uses,
 * named and typed as the specification names them, so the bundle checks against the R4 JSON schema.
 */

export interface Coding {
  system?: string;
  version?: string;
  code?: string;
  display?: string;
}

export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

export interface Reference {
  reference?: string;
  display?: string;
}

export interface Identifier {
  use?: 'usual' | 'official' | 'temp' | 'secondary' | 'old';
  system?: string;
  value?: string;
}

export interface Period {
  start?: string;
  end?: string;
}

export interface Quantity {
  value?: number;
  unit?: string;
  system?: string;
  code?: string;
}

export interface HumanName {
  use?: 'usual' | 'official' | 'temp' | 'nickname' | 'anonymous' | 'old' | 'maiden';
  text?: string;
  family?: string;
  given?: string[];
}

export interface ContactPoint {
  system?: 'phone' | 'fax' | 'email' | 'pager' | 'url' | 'sms' | 'other';
  value?: string;
  use?: 'home' | 'work' | 'temp' | 'old' | 'mobile';
}

export interface Address {
  use?: 'home' | 'work' | 'temp' | 'old' | 'billing';
  line?: string[];
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

export interface Attachment {
  contentType?: string;
  language?: string;
  url?: string;
  title?: string;
}

interface ResourceBase {
  id?: string;
}

export interface Patient extends ResourceBase {
  resourceType: 'Patient';
  identifier?: Identifier[];
  name?: HumanName[];
  telecom?: ContactPoint[];
  gender?: 'male' | 'female' | 'other' | 'unknown';
  birthDate?: string;
  address?: Address[];
  communication?: { language: CodeableConcept; preferred?: boolean }[];
}

export interface ObservationReferenceRange {
  low?: Quantity;
  high?: Quantity;
  type?: CodeableConcept;
  text?: string;
}

export interface Observation extends ResourceBase {
  resourceType: 'Observation';
  identifier?: Identifier[];
  status: 'registered' | 'preliminary' | 'final' | 'amended' | 'corrected' | 'cancelled' | 'entered-in-error';
  category?: CodeableConcept[];
  code: CodeableConcept;
  subject?: Reference;
  effectiveDateTime?: string;
  issued?: string;
  valueQuantity?: Quantity;
  valueString?: string;
  interpretation?: CodeableConcept[];
  note?: { text: string }[];
  method?: CodeableConcept;
  referenceRange?: ObservationReferenceRange[];
  derivedFrom?: Reference[];
}

export interface QuestionnaireResponseItem {
  linkId: string;
  text?: string;
  answer?: { valueString?: string }[];
}

export interface QuestionnaireResponse extends ResourceBase {
  resourceType: 'QuestionnaireResponse';
  identifier?: Identifier;
  questionnaire?: string;
  status: 'in-progress' | 'completed' | 'amended' | 'entered-in-error' | 'stopped';
  subject?: Reference;
  authored?: string;
  author?: Reference;
  source?: Reference;
  item?: QuestionnaireResponseItem[];
}

export interface Consent extends ResourceBase {
  resourceType: 'Consent';
  identifier?: Identifier[];
  status: 'draft' | 'proposed' | 'active' | 'rejected' | 'inactive' | 'entered-in-error';
  scope: CodeableConcept;
  category: CodeableConcept[];
  patient?: Reference;
  dateTime?: string;
  sourceAttachment?: Attachment;
  policy?: { authority?: string; uri?: string }[];
  policyRule?: CodeableConcept;
  provision?: { type?: 'deny' | 'permit'; period?: Period };
}

export type Resource = Patient | Observation | QuestionnaireResponse | Consent;

export interface BundleEntry {
  fullUrl: string;
  resource: Resource;
}

export interface Bundle {
  resourceType: 'Bundle';
  id?: string;
  identifier?: Identifier;
  type: 'collection';
  timestamp?: string;
  entry: BundleEntry[];
}
