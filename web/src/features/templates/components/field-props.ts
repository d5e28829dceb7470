import type { TemplateForm } from '../model/template-form';
import type { FormErrors } from '../model/validate-template-form';

/** What every section of the builder's form receives: the form, its errors, and the way to change a field. */
export type FieldProps = {
  form: TemplateForm;
  errors: FormErrors;
  change: <K extends keyof TemplateForm>(
    field: K,
    value: TemplateForm[K] | ((current: TemplateForm[K]) => TemplateForm[K]),
  ) => void;
};
