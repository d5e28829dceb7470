import { ratingThatCounts } from '@checkin/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useOverrideRating } from '../api/override-rating';
import type { ReviewTarget } from '../model/review-target';
import { RatingPair } from './rating-pair';

/** The teacher's rating for an answer (or the overall result), with a note for why; it counts over the AI's. */
export function OverrideDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `Your rating: ${target.student}, ${target.what}` : ''}
      size="lg"
    >
      {target ? (
        <OverrideForm key={`${target.instanceId}/${target.answerMessageId}`} target={target} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function OverrideForm({ target, onDone }: { target: ReviewTarget; onDone: () => void }) {
  const override = useOverrideRating();
  const [rating, setRating] = useState<string>(String(ratingThatCounts(target.aiRating, target.override) ?? ''));
  const [note, setNote] = useState(target.override?.note ?? '');
  const submit = () =>
    override.mutate(
      {
        assessmentInstanceId: target.instanceId,
        answerMessageId: target.answerMessageId,
        rating: Number(rating),
        note: note.trim(),
      },
      { onSuccess: onDone },
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} mb={4}>
            Now
          </Text>
          <RatingPair
            scale={target.scale}
            aiRating={target.aiRating}
            aiLabel={target.aiLabel}
            override={target.override}
            notRated={target.notRated}
          />
        </div>
        <Radio.Group label="Your rating" value={rating} onChange={setRating} required>
          <Stack gap={6} mt={6}>
            {target.scale.levels.map((level) => (
              <Radio
                key={level.value}
                value={String(level.value)}
                label={`${level.label} (${level.value})`}
                description={level.description || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Note"
          description="Why you rate it so; kept beside your rating and in the CSV."
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={2000}
          rows={3}
        />
        {override.isError ? (
          <Alert color="red" role="alert">
            {override.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={override.isPending} disabled={rating === ''}>
            Save rating
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
