import { useParams } from 'react-router-dom';
import { Markdown } from '../../../ui/markdown';
import { policyOf } from '../policies';

/** /policy/{slug}: only the slugs we publish; the router shows a 404 for any other. */
export function validate(params: Record<string, string | undefined>): boolean {
  return policyOf(params['*']) !== undefined;
}

export default function PolicyPage() {
  const policy = policyOf(useParams()['*']);
  if (!policy) return null;
  return (
    <article className="prose">
      <Markdown blocks={policy.blocks} />
    </article>
  );
}
