import {
  MAX_ORGANIZATION_NAME_LENGTH,
  MAX_PERSON_NAME_LENGTH,
  MAX_SALES_MESSAGE_LENGTH,
  looksLikeEmail,
} from '@checkin/contracts/rules';

/** The contact-sales form as typed. */
export type SalesFormValues = { name: string; email: string; organization: string; teachers: string; message: string };
export type SalesField = keyof SalesFormValues;
export type SalesFormErrors = Partial<Record<SalesField, string>>;

/** The inquiry sent: the form's fields, and the plan the visitor came from when they came from one. */
export type SalesInquiry = {
  name: string;
  email: string;
  organization: string;
  teachers: number;
  message: string;
  plan?: string;
};

export const EMPTY_SALES_FORM: SalesFormValues = { name: '', email: '', organization: '', teachers: '', message: '' };

export const MAX_TEACHERS = 100_000;

/** What is wrong with each field, in words for the person filling it in; an empty object when nothing is. */
export function salesFormErrors(values: SalesFormValues): SalesFormErrors {
  const errors: SalesFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Enter your name.';
  else if (name.length > MAX_PERSON_NAME_LENGTH) errors.name = `Use at most ${MAX_PERSON_NAME_LENGTH} characters.`;
  const email = values.email.trim();
  if (!email) errors.email = 'Enter your email address.';
  else if (!looksLikeEmail(email)) errors.email = 'Enter an email address like name@school.org.';
  const organization = values.organization.trim();
  if (!organization) errors.organization = 'Enter your school or district.';
  else if (organization.length > MAX_ORGANIZATION_NAME_LENGTH)
    errors.organization = `Use at most ${MAX_ORGANIZATION_NAME_LENGTH} characters.`;
  const teachers = values.teachers.trim();
  if (!teachers) errors.teachers = 'Enter how many teachers would use CheckIn.';
  else if (!/^\d+$/.test(teachers) || Number(teachers) < 1 || Number(teachers) > MAX_TEACHERS)
    errors.teachers = `Enter a whole number from 1 to ${MAX_TEACHERS.toLocaleString('en-US')}.`;
  if (values.message.length > MAX_SALES_MESSAGE_LENGTH)
    errors.message = `Use at most ${MAX_SALES_MESSAGE_LENGTH.toLocaleString('en-US')} characters.`;
  return errors;
}

/** The inquiry a valid form sends, trimmed. */
export function toSalesInquiry(values: SalesFormValues, plan: string | null): SalesInquiry {
  const inquiry: SalesInquiry = {
    name: values.name.trim(),
    email: values.email.trim(),
    organization: values.organization.trim(),
    teachers: Number(values.teachers.trim()),
    message: values.message.trim(),
  };
  return plan ? { ...inquiry, plan } : inquiry;
}

/** The form's field a server's field error names, if it is one of them. */
export function formFieldOf(field: string): SalesField | null {
  return (['name', 'email', 'organization', 'teachers', 'message'] as const).find((f) => f === field) ?? null;
}
