import { useParams } from 'react-router-dom';
import { POLICIES } from '../policies';

/** /policy/{slug}: only the slugs we publish; the router shows a 404 for any other. */
export function validate(params: Record<string, string | undefined>): boolean {
  return Object.hasOwn(POLICIES, params['*'] ?? '');
}

export default function PolicyPage() {
  const slug = useParams()['*'] ?? '';
  const policy = POLICIES[slug];
  if (!policy) return null;
  return (
    <article className="prose">
      <h1>{policy.title}</h1>
      {policy.body}
    </article>
  );
}
