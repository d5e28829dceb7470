import type { OrgUser } from '@checkin/contracts';
import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useRemoveOrgUser } from '../api/remove-org-user';

/** Asks before a member leaves the organisation, and says what that means: the account stays theirs. */
export function RemoveUserDialog({
  organizationId,
  member,
  organizationName,
  onClose,
  onRemoved,
}: {
  organizationId: string;
  member: OrgUser;
  organizationName: string;
  onClose: () => void;
  onRemoved: (message: string) => void;
}) {
  const remove = useRemoveOrgUser(organizationId);
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  return (
    <ConfirmDialog
      opened
      title={`Remove ${name} from ${organizationName}?`}
      cancelLabel="Keep them"
      confirmLabel="Remove from organisation"
      pending={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() => remove.mutate(member.id, { onSuccess: (reply) => onRemoved(reply.message) })}
    >
      <Text>
        {name} ({member.email}) leaves your organisation and no longer uses its credits. Their CheckIn account stays,
        with their CheckIns and reports, and they can still sign in.
      </Text>
      {member.invited ? <Text>Their invitation stops working.</Text> : null}
    </ConfirmDialog>
  );
}
