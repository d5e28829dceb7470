import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCreateTemplate } from '../api/create-template';
import { useExaminer } from '../api/get-examiner';
import { useTemplate } from '../api/get-template';
import { useUpdateTemplate } from '../api/update-template';
import {
  type TemplateForm,
  changedFields,
  duplicateForm,
  formFromTemplate,
  isDirty,
  newTemplateForm,
  templateBody,
} from '../model/template-form';
import { type FormErrors, fieldsFromApi, validateTemplateForm } from '../model/validate-template-form';

type Options = { templateId?: string; duplicateOf?: string; onSaved: (id: string) => void };

export type BuilderMode = 'create' | 'edit' | 'duplicate';

/**
 * The builder's state: the template it starts from (none, the one edited, or the one copied), the form as the
 * teacher changes it, the errors on each field, and saving (create, or update with only what changed).
 */
export function useTemplateBuilder({ templateId, duplicateOf, onSaved }: Options) {
  const mode: BuilderMode = templateId ? 'edit' : duplicateOf ? 'duplicate' : 'create';
  const source = useTemplate(templateId ?? duplicateOf);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const examiner = useExaminer();

  const initial = useMemo<TemplateForm | null>(() => {
    if (mode === 'create') return newTemplateForm();
    if (!source.data) return null;
    return mode === 'edit' ? formFromTemplate(source.data) : duplicateForm(source.data);
  }, [mode, source.data]);
  const [edited, setEdited] = useState<TemplateForm | null>(null);
  const form = edited ?? initial;
  const [errors, setErrors] = useState<FormErrors>({});
  const dirty = Boolean(initial && form && isDirty(initial, form));

  // Leaving the page (reload, closing the tab) with changes not saved asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Sets a field, or changes it from its latest value (as drafts streaming in several keys at once must). */
  const change = <K extends keyof TemplateForm>(
    field: K,
    value: TemplateForm[K] | ((current: TemplateForm[K]) => TemplateForm[K]),
  ) => {
    if (!initial) return;
    setEdited((current) => {
      const base = current ?? initial;
      const next =
        typeof value === 'function' ? (value as (v: TemplateForm[K]) => TemplateForm[K])(base[field]) : value;
      return { ...base, [field]: next };
    });
    // A corrected field loses its message; the others keep theirs until the next save.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(next)) if (key === field || key.startsWith(`${field}.`)) delete next[key];
      delete next.form;
      return next;
    });
  };

  const save = async (): Promise<boolean> => {
    if (!form) return false;
    const found = validateTemplateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    try {
      if (mode === 'edit' && source.data) {
        const logObject = changedFields(source.data, form);
        if (Object.keys(logObject).length > 0) {
          await update.mutateAsync({ assessmentTemplateId: source.data.id, logObject });
        }
        onSaved(source.data.id);
      } else {
        const reply = await create.mutateAsync(templateBody(form));
        onSaved(reply.data.id);
      }
      setEdited(null);
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? fieldsFromApi(form, error.fields) : {};
      const message = error instanceof Error ? error.message : 'Your CheckIn was not saved.';
      // A refusal about fields shows beside them; anything else (or left over) says so above the buttons.
      setErrors(Object.keys(fields).length > 0 ? fields : { form: message });
      return false;
    }
  };

  return {
    mode,
    source,
    /** Which examiner runs the CheckIns; undefined while unknown. */
    examiner: examiner.data,
    form,
    errors,
    dirty,
    change,
    save,
    saving: create.isPending || update.isPending,
  };
}

export type TemplateBuilderState = ReturnType<typeof useTemplateBuilder>;
