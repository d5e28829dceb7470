import type { AssessmentTemplate } from '@checkin/contracts';
import { PRESET_TOPICS } from '@checkin/domain';
import { Alert, Anchor, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { dashboardLink } from '../../../lib/dashboard-links';
import { LoadError } from '../../../ui/load-error';
import { useCopyTemplate } from '../../../lib/copy-template';
import { PreviewModal } from '../../../lib/feature-slots';
import { usePublicTemplates } from '../api/get-public-templates';
import { useTagOptions } from '../api/get-tag-options';
import { CommunityCard } from '../components/community-card';
import { CommunityEmpty } from '../components/community-empty';
import { type CommunityFilterValues, CommunityFilters } from '../components/community-filters';
import { CommunityPreviewDialog } from '../components/community-preview-dialog';

const NO_FILTERS: CommunityFilterValues = { q: '', grade: null, topic: null, tag: null };
const isFiltered = (f: CommunityFilterValues) =>
  f.q.trim() !== '' || f.grade !== null || f.topic !== null || f.tag !== null;
const SEARCH_SETTLE_MS = 300;

/**
 * /community/checkins: the CheckIns teachers have made public, to preview and copy into one's own. The server
 * searches and filters by grade and tag; the topic filter applies to what it returns.
 */
export default function CommunityCheckinsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [q] = useDebouncedValue(filters.q, SEARCH_SETTLE_MS);
  const templates = usePublicTemplates({ q, grade: filters.grade, tag: filters.tag });
  const tagOptions = useTagOptions();
  const copy = useCopyTemplate();
  const [previewing, setPreviewing] = useState<AssessmentTemplate | null>(null);
  const [trying, setTrying] = useState<string | null>(null);
  const [copied, setCopied] = useState<AssessmentTemplate | null>(null);

  const topics = useMemo(() => {
    const found = (templates.data ?? []).map((t) => t.topic);
    const presets = PRESET_TOPICS.filter((t) => t !== 'Custom Topic');
    return [...new Set([...presets, ...found, ...(filters.topic ? [filters.topic] : [])])].sort((a, b) =>
      a.localeCompare(b),
    );
  }, [templates.data, filters.topic]);
  const tags = [...new Set([...(tagOptions.data ?? []), ...(filters.tag ? [filters.tag] : [])])];
  const shown = (templates.data ?? []).filter((t) => filters.topic === null || t.topic === filters.topic);

  const copyIt = (template: AssessmentTemplate) =>
    copy.mutate(template, {
      onSuccess: (mine) => {
        setPreviewing(null);
        setCopied(mine);
      },
    });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Community CheckIns</Title>
        <Text c="gray.7">
          CheckIns other teachers have shared. Preview one, try it as a student would, then copy it to make it your own.
        </Text>
      </Stack>
      <CommunityFilters values={filters} topics={topics} tags={tags} onChange={setFilters} />
      <div role="status" aria-live="polite">
        {copied ? (
          <Alert color="green" title="Copied to your CheckIns" withCloseButton onClose={() => setCopied(null)}>
            “{copied.name}” is now yours to change and share.{' '}
            <Anchor component={Link} to={dashboardLink('edit', copied.id)}>
              Open it
            </Anchor>
          </Alert>
        ) : null}
      </div>
      {copy.isError ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => copy.reset()}>
          {copy.error.message}
        </Alert>
      ) : null}
      {templates.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="status" aria-label="Loading community CheckIns">
          <Skeleton height={150} />
          <Skeleton height={150} />
          <Skeleton height={150} />
        </SimpleGrid>
      ) : templates.isError ? (
        <LoadError
          title="The community CheckIns could not be loaded"
          error={templates.error}
          onRetry={() => void templates.refetch()}
        />
      ) : (
        <>
          <Stack gap="sm" role="status">
            <Text size="sm" c="gray.7">
              {templates.isFetching ? <Loader size="xs" mr="xs" aria-hidden /> : null}
              {shown.length === 0 ? null : `${shown.length} CheckIn${shown.length === 1 ? '' : 's'}`}
            </Text>
            {shown.length === 0 ? (
              <CommunityEmpty filtered={isFiltered(filters)} onClearFilters={() => setFilters(NO_FILTERS)} />
            ) : null}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {shown.map((template) => (
              <CommunityCard
                key={template.id}
                template={template}
                copying={copy.isPending && copy.variables?.id === template.id}
                onPreview={() => setPreviewing(template)}
                onCopy={() => copyIt(template)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <CommunityPreviewDialog
        template={previewing}
        copying={copy.isPending}
        onCopy={copyIt}
        onTry={(template) => {
          setPreviewing(null);
          setTrying(template.id);
        }}
        onClose={() => setPreviewing(null)}
      />
      <PreviewModal templateId={trying} onClose={() => setTrying(null)} />
    </Stack>
  );
}
