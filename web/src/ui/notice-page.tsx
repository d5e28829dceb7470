import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

/** A plain page with a title, a few words and a way on: for public pages whose feature is not built yet. */
export function NoticePage({ title, children, links }: { title: string; children: ReactNode; links?: ReactNode }) {
  return (
    <article className="prose">
      <h1>{title}</h1>
      {children}
      <div className="actions">{links ?? <Link to={paths.home.to()}>Back to the home page</Link>}</div>
    </article>
  );
}
