import { Alert, Box, Button, Grid, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, Suspense, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useFeatureSlots } from '../../../lib/feature-slots';
import { type TemplateBuilderState, useTemplateBuilder } from '../hooks/use-template-builder';
import { keyCoverage } from '../model/key-coverage';
import { studentViewSample } from '../model/student-view-sample';
import { AboutFields } from './about-fields';
import { ExaminerNotice } from './examiner-notice';
import { QuestionFields } from './question-fields';
import { RatingFields } from './rating-fields';
import { RetakeField } from './retake-field';
import { SharingFields } from './sharing-fields';
import { ShowFlagFields } from './show-flag-fields';

export type TemplateBuilderProps = {
  /** The template to edit; neither this nor duplicateOf: a new CheckIn. */
  templateId?: string;
  /** The template to copy into a new one, named "<name> (copy)". */
  duplicateOf?: string;
  onSaved: (id: string) => void;
  onClose: () => void;
};

const TITLES = { create: 'New CheckIn', edit: 'Edit CheckIn', duplicate: 'Copy of a CheckIn' } as const;

/**
 * The template builder, as a full-screen dialog: every field of a CheckIn beside a live preview of what a student
 * will see. Closing with changes not saved asks first.
 */
export function TemplateBuilder({ templateId, duplicateOf, onSaved, onClose }: TemplateBuilderProps) {
  const builder = useTemplateBuilder({ templateId, duplicateOf, onSaved });
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (builder.dirty ? setConfirming(true) : onClose());

  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        fullScreen
        title={TITLES[builder.mode]}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <BuilderContent builder={builder} onCancel={requestClose} />
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Discard your changes?" centered size="sm">
        <Text mb="md">Your changes to this CheckIn are not saved. If you close now, they are lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Keep editing
          </Button>
          <Button color="red" onClick={onClose}>
            Discard changes
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function BuilderContent({ builder, onCancel }: { builder: TemplateBuilderState; onCancel: () => void }) {
  // The sample of a student's view is drawn by the check-in's own components, through the app's slot.
  const { StudentViewSample } = useFeatureSlots();
  const { form, source, errors } = builder;
  if (!form && source.isError) {
    return (
      <Alert color="red" title="This CheckIn could not be opened" role="alert">
        <Text mb="sm">{source.error.message}</Text>
        <Group>
          {source.error instanceof ApiError && source.error.retryable ? (
            <Button onClick={() => void source.refetch()}>Try again</Button>
          ) : null}
          <Button variant="default" onClick={onCancel}>
            Go back
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!form) return <BuilderSkeleton />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void builder.save();
  };
  const fieldProps = { form, errors, change: builder.change };
  const coverage = keyCoverage(form, builder.examiner);

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form noValidate onSubmit={submit} aria-label={builder.mode === 'edit' ? 'Edit CheckIn' : 'New CheckIn'}>
          <Stack gap="xl">
            <Section title="About">
              <AboutFields {...fieldProps} />
            </Section>
            <Section title="Questions">
              <ExaminerNotice coverage={coverage} />
              <QuestionFields {...fieldProps} coverage={coverage} />
            </Section>
            <Section title="Rating">
              <RatingFields {...fieldProps} />
            </Section>
            <Section title="What students see">
              <ShowFlagFields {...fieldProps} />
            </Section>
            <Section title="Attempts">
              <RetakeField {...fieldProps} />
            </Section>
            <Section title="Finding and sharing">
              <SharingFields {...fieldProps} showArchive={builder.mode === 'edit'} />
            </Section>
            {errors.form ? (
              <Alert color="red" title="Your CheckIn was not saved" role="alert">
                {errors.form}
              </Alert>
            ) : Object.keys(errors).length > 0 ? (
              <Text c="red.8" role="alert">
                Some fields need a look: see the messages above.
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" loading={builder.saving}>
                {builder.mode === 'edit' ? 'Save changes' : 'Create CheckIn'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box pos="sticky" top={0}>
          <Suspense fallback={<SampleSkeleton />}>
            <StudentViewSample {...studentViewSample(form, builder.examiner)} />
          </Suspense>
        </Box>
      </Grid.Col>
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Title order={3} size="h4" component="legend" mb="xs">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function BuilderSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the CheckIn">
      <Skeleton height={36} width="60%" />
      <Skeleton height={36} />
      <Skeleton height={36} width="40%" />
      <Skeleton height={120} />
      <Text size="sm" c="gray.7">
        Loading the CheckIn…
      </Text>
    </Stack>
  );
}

/** The sample of a student's view, while its code loads. */
function SampleSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading what your students will see">
      <Skeleton height={28} width="70%" />
      <Skeleton height={140} />
      <Skeleton height={90} />
    </Stack>
  );
}

export default TemplateBuilder;
