import { Switch, TagsInput } from '@mantine/core';
import { useTagOptions } from '../api/get-tag-options';
import { normalizeTags } from '../model/template-form';
import { LIMITS } from '../model/validate-template-form';
import type { FieldProps } from './field-props';

/** Tags (with suggestions), sharing with the community, and archiving. */
export function SharingFields({ form, errors, change, showArchive }: FieldProps & { showArchive: boolean }) {
  const options = useTagOptions();
  return (
    <>
      <TagsInput
        label="Tags"
        description="Help you and other teachers find this CheckIn. Press Enter or a comma after each tag."
        placeholder={form.tags.length ? undefined : 'e.g. science, ecology'}
        data={options.data ?? []}
        value={form.tags}
        onChange={(tags) => change('tags', normalizeTags(tags))}
        maxTags={LIMITS.tags}
        splitChars={[',']}
        acceptValueOnBlur
        clearable
        error={errors.tags}
        limit={10}
      />
      <Switch
        label="Share with the community"
        description="Other teachers can find this CheckIn, try it and copy it. They never see your students’ results."
        checked={form.isPublic}
        onChange={(event) => change('isPublic', event.currentTarget.checked)}
      />
      {showArchive ? (
        <Switch
          label="Archived"
          description="An archived CheckIn is kept, with its results, but no longer listed with your active ones."
          checked={form.archive}
          onChange={(event) => change('archive', event.currentTarget.checked)}
        />
      ) : null}
    </>
  );
}
