import { NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { DEFAULT_RATING_SCALES, RATING_LEVEL_TEXT, RATING_LEVELS, type RatingLevel } from '@checkin/domain';
import type { FieldProps } from './field-props';

/** The scale answers are rated on, and how strict the rater is. */
export function RatingFields({ form, errors, change }: FieldProps) {
  const scale = DEFAULT_RATING_SCALES.find((s) => s.id === form.rating_scale_id);
  return (
    <>
      <NativeSelect
        label="Rating scale"
        data={DEFAULT_RATING_SCALES.map((s) => ({
          value: s.id,
          label: `${s.name}: ${s.levels.map((level) => level.label).join(', ')}`,
        }))}
        value={form.rating_scale_id}
        onChange={(event) => change('rating_scale_id', event.currentTarget.value)}
        error={errors.rating_scale_id}
      />
      {scale ? (
        <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: '1.25rem' }} aria-label="Levels of the scale">
          {scale.levels.map((level) => (
            <Text component="li" size="sm" c="gray.7" key={level.value}>
              <strong>{level.label}</strong> ({level.value}): {level.description}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Radio.Group
        label="How strict the rating is"
        value={form.rating_level}
        onChange={(value) => change('rating_level', value as RatingLevel)}
        error={errors.rating_level}
      >
        <Stack gap="xs" mt="xs">
          {RATING_LEVELS.map((level) => (
            <Radio
              key={level}
              value={level}
              label={RATING_LEVEL_TEXT[level].label}
              description={RATING_LEVEL_TEXT[level].description}
            />
          ))}
        </Stack>
      </Radio.Group>
    </>
  );
}
