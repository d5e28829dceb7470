import { Outlet } from 'react-router-dom';
import { PlainFrame } from './plain-frame';

/** default: bare, a product name above and the footer below; the page brings the rest. */
export function DefaultLayout() {
  return (
    <PlainFrame narrow>
      <Outlet />
    </PlainFrame>
  );
}
