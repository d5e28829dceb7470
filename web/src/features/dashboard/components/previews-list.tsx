import { Alert, Anchor, List, Loader, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { usePreviews } from '../api/get-previews';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The teacher's own tries of the CheckIn (preview instances), each opening on its instance page. */
export function PreviewsList({ templateId }: { templateId: string }) {
  const previews = usePreviews(templateId);
  if (previews.isPending) return <Loader size="sm" aria-label="Loading your previews" />;
  if (previews.isError) return <Alert color="red">{previews.error.message}</Alert>;
  if (previews.data.length === 0) return <Text c="gray.7">You have not tried this CheckIn yet.</Text>;
  return (
    <List spacing={4}>
      {previews.data.map((preview) => (
        <List.Item key={preview.id}>
          <Anchor component={Link} to={paths.assessmentInstance.to(preview.id)}>
            Preview of {when(preview.created_at)}
          </Anchor>{' '}
          <Text span c="gray.7" size="sm">
            ({preview.state})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
